/** The e-mail that carries a sender's login code, in the sender's language. */
import type { Language } from '../../domain/messages/index.ts';
import type { OutboundMail } from './mailer.ts';
import { saidMail } from './said-mail.ts';

/** What the message says. */
export interface LoginCodeFacts {
  /** The recipient's address. */
  to: string;
  /** The six digits. */
  code: string;
  /** The receiving organisation's name, so the sender knows who asks. */
  organisationName: string;
  /** How long the code is valid. */
  minutes: number;
  language: Language;
}

export function loginCodeMessage(facts: LoginCodeFacts): OutboundMail {
  const { to, code, organisationName, minutes, language } = facts;
  return saidMail(to, language, 'login_code', { code, organisation: organisationName, minutes });
}
