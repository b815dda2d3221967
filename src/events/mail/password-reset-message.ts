/** The e-mail that carries a password reset link, in the user's language. */
import type { Language } from '../../domain/messages/index.ts';
import type { OutboundMail } from './mailer.ts';
import { saidMail } from './said-mail.ts';

/** What the message says. */
export interface PasswordResetFacts {
  to: string;
  /** `/app/password-reset#<token>`. */
  link: string;
  organisationName: string;
  minutes: number;
  language: Language;
}

export function passwordResetMessage(facts: PasswordResetFacts): OutboundMail {
  const { to, link, organisationName, minutes, language } = facts;
  return saidMail(to, language, 'password_reset', { organisation: organisationName, link, minutes });
}
