/**
 * "Try it": the receiver walks a sample file through its own template as a sender would. It acts
 * as the organisation's trial customer, made on first use: flagged `trial`, so it is not counted in
 * the plan's CUSTOMERS, never invited, and the submissions it makes say so (`trial: true`).
 */
import { Forbidden, fromCatalog } from '../../domain/errors.ts';
import {
  findCustomerByExternalId,
  findTrialCustomer,
  insertTrialCustomer,
} from '../../store/customers/customers.ts';
import type { Db } from '../../store/db.ts';
import { findOrganisationById } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import { isReceiver, type Principal } from '../principal.ts';
import { templateOf } from '../templates/access.ts';
import { CUSTOMER_TOKEN_SECONDS, mintCustomerAccess } from './customer-tokens.ts';

/** The trial customer's external ID, unless a partner already holds it (then it has none). */
export const TRIAL_EXTERNAL_ID = 'ferry-try-it';

/** The answer of `POST /template/{handle}/try-it`: what the importer needs, embedded. */
export interface TrialLogin {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  /** The trial customer's UUID. */
  customer_id: string;
  /** Its name, which submissions show: "Test (the organisation's name)" unless renamed. */
  customer_name: string | null;
  /** Where the importer runs: `/import/{subdomain}/{template_handle}`. */
  subdomain: string;
  template_handle: string;
}

export class TrialLoginService {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * A customer token of the trial customer, bound to the template `handle`. Any receiver user may
   * try, members included: uploading, reviewing and submitting is a member's work too.
   */
  async start(principal: Principal, handle: string): Promise<TrialLogin> {
    if (!isReceiver(principal)) throw new Forbidden(...fromCatalog('exception.trial.receiver_only'));
    const template = await templateOf(this.ctx.db, principal, handle);
    const organisation = (await findOrganisationById(this.ctx.db, principal.organisationId))!;
    const customer = await this.trialCustomer(principal, organisation.name);
    const secret = await mintCustomerAccess(this.ctx, {
      organisationId: principal.organisationId,
      customerId: customer.customer_id,
      templateId: template.template_id,
      lifetimeSeconds: CUSTOMER_TOKEN_SECONDS,
    });
    return {
      access_token: secret,
      token_type: 'Bearer',
      expires_in: CUSTOMER_TOKEN_SECONDS,
      customer_id: customer.customer_id,
      customer_name: customer.name,
      subdomain: organisation.subdomain,
      template_handle: template.handle,
    };
  }

  private async trialCustomer(principal: Principal, organisationName: string) {
    const db: Db = this.ctx.db;
    const known = await findTrialCustomer(db, principal.organisationId);
    if (known) return known;
    const taken = await findCustomerByExternalId(db, principal.organisationId, TRIAL_EXTERNAL_ID);
    return insertTrialCustomer(db, principal.organisationId, {
      external_id: taken ? null : TRIAL_EXTERNAL_ID,
      name: `Test (${organisationName})`,
      email: null,
      language: principal.language,
      user_metadata: [],
    });
  }
}
