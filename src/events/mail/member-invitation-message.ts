/** The e-mail that invites a person to join an organisation's console, in the inviter's language. */
import type { Language } from '../../domain/messages/index.ts';
import type { OutboundMail } from './mailer.ts';
import { saidMail } from './said-mail.ts';

/** What the message says. */
export interface MemberInvitationFacts {
  to: string;
  /** Who invites: the owner's name, else e-mail. */
  inviter: string;
  organisationName: string;
  /** The role the person will have. */
  role: 'owner' | 'admin' | 'member';
  /** `/app/invitation#<token>`: sets a password and signs in. */
  link: string;
  days: number;
  language: Language;
}

export function memberInvitationMessage(facts: MemberInvitationFacts): OutboundMail {
  const { to, inviter, organisationName, role, link, days, language } = facts;
  return saidMail(to, language, 'member_invitation', {
    inviter,
    organisation: organisationName,
    role,
    link,
    days,
  });
}
