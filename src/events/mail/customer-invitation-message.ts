/** The e-mail that invites a customer (sender) to send files to a template, in the customer's language. */
import type { Language } from '../../domain/messages/index.ts';
import type { OutboundMail } from './mailer.ts';
import { saidMail } from './said-mail.ts';

/** What the message says. */
export interface CustomerInvitationFacts {
  /** The customer's address. */
  to: string;
  /** The customer's name, when the receiver gave one. */
  customerName: string | null;
  /** The receiving organisation's name, so the sender knows who asks. */
  organisationName: string;
  /** The template's name (its handle when it has none). */
  templateName: string;
  /** The hosted link: `/import/{subdomain}/{template_handle}`. */
  link: string;
  language: Language;
}

export function customerInvitationMessage(facts: CustomerInvitationFacts): OutboundMail {
  const { to, customerName, organisationName, templateName, link, language } = facts;
  return saidMail(to, language, 'customer_invitation', {
    named: customerName ? 'yes' : 'no',
    name: customerName ?? '',
    organisation: organisationName,
    template: templateName,
    link,
  });
}
