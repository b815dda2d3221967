/**
 * Invitations of customers (senders) to a template (DESIGN §10 "Customer invitation"): an e-mail
 * in the customer's language with the template's hosted link, where the sender signs in with an
 * e-mailed code. A receiver chooses the address, so one customer is sent at most one invitation
 * every few minutes: Ferry is no relay for filling an inbox.
 */

import { Forbidden, fromCatalog, TooManyRequests, Violation } from '../domain/errors.ts';
import { phrase } from '../domain/messages/index.ts';
import { customerInvitationMessage } from '../events/mail/customer-invitation-message.ts';
import { lastInvitationAt, recordInvitation } from '../store/customers/customer-invitations.ts';
import { findOrganisationById } from '../store/organisations/organisations.ts';
import type { ServiceContext } from './context.ts';
import type { CustomerService } from './customers.ts';
import type { RecordedMail } from './deliveries/recorded-mail.ts';
import { isAdmin, type Principal } from './principal.ts';
import { templateOf } from './templates/access.ts';
import { refusalOf } from './templates/customer-templates.ts';

/** The least time between two invitations of one customer. */
export const INVITATION_INTERVAL_SECONDS = 300;

/** The answer of `POST /customer/{customerId}/invitation`. */
export interface CustomerInvitation {
  customer_id: string;
  /** The address the invitation was sent to. */
  email: string;
  template_handle: string;
  /** The hosted link the e-mail carries. */
  link: string;
  /** The language the e-mail is written in. */
  language: string;
}

export class CustomerInvitationService {
  constructor(
    private readonly ctx: ServiceContext,
    /** Resolves the customer with the caller's access rules. */
    private readonly customers: CustomerService,
    /** Kept as a delivery (`GET /deliveries`, channel `email`), to be sent again when it failed. */
    private readonly mailer: RecordedMail,
  ) {}

  async send(principal: Principal, reference: string, templateHandle: string): Promise<CustomerInvitation> {
    if (!isAdmin(principal)) throw new Forbidden(...fromCatalog('exception.invitations.admin_only'));
    const customer = await this.customers.get(principal, reference);
    const template = await templateOf(this.ctx.db, principal, templateHandle);
    if (customer.trial) {
      throw Violation.of('customer_id', reference, phrase('violation.field.trial_customer_invited'));
    }
    if (!customer.email) {
      throw Violation.of('email', null, phrase('violation.field.invited_without_email'));
    }
    const listed = new Set(customer.templates.map((t) => t.template_handle));
    const refusal = refusalOf(template, listed);
    if (refusal) {
      throw Violation.of(
        'template_handle',
        templateHandle,
        phrase(
          refusal === 'disabled'
            ? 'violation.field.invited_template_disabled'
            : 'violation.field.invited_template_refused',
        ),
      );
    }
    const now = this.ctx.now();
    const last = await lastInvitationAt(this.ctx.db, customer.customer_id);
    const wait = last
      ? Math.ceil((last.getTime() + INVITATION_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000)
      : 0;
    if (wait > 0) {
      const [message, code, params] = fromCatalog('exception.invitations.too_soon', {
        minutes: INVITATION_INTERVAL_SECONDS / 60,
        seconds: wait,
      });
      throw new TooManyRequests(wait, message, code, params);
    }
    const organisation = (await findOrganisationById(this.ctx.db, principal.organisationId))!;
    const link = new URL(
      `/import/${encodeURIComponent(organisation.subdomain)}/${encodeURIComponent(template.handle)}`,
      this.ctx.config.publicUrl,
    ).toString();
    const language = customer.language ?? principal.language;
    await this.mailer.send(
      principal.organisationId,
      'CUSTOMER_INVITATION',
      customerInvitationMessage({
        to: customer.email,
        customerName: customer.name,
        organisationName: organisation.name,
        templateName: template.name ?? template.handle,
        link,
        language,
      }),
    );
    await recordInvitation(this.ctx.db, {
      customer_id: customer.customer_id,
      template_id: template.template_id,
      sent_at: now,
    });
    return {
      customer_id: customer.customer_id,
      email: customer.email,
      template_handle: template.handle,
      link,
      language,
    };
  }
}
