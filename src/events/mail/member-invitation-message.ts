/** The e-mail that invites a person to join an organisation's console, in English or French. */
import type { OutboundMail } from './mailer.ts';

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
  language: 'en' | 'fr';
}

const ROLE_FR = { owner: 'propriétaire', admin: 'administrateur', member: 'membre' } as const;

export function memberInvitationMessage(facts: MemberInvitationFacts): OutboundMail {
  const { to, inviter, organisationName: org, role, link, days, language } = facts;
  if (language === 'fr') {
    return {
      to,
      language,
      subject: `${inviter} vous invite à rejoindre ${org} sur Ferry`,
      text: [
        'Bonjour,',
        '',
        `${inviter} vous invite à rejoindre ${org} sur Ferry, en tant que ${ROLE_FR[role]}.`,
        'Choisissez votre mot de passe par ce lien :',
        '',
        `    ${link}`,
        '',
        `Il est valable ${days} jours et ne sert qu'une fois. Si vous ne vous attendiez pas à cette invitation, ignorez ce message.`,
        '',
      ].join('\n'),
    };
  }
  return {
    to,
    language,
    subject: `${inviter} invites you to join ${org} on Ferry`,
    text: [
      'Hello,',
      '',
      `${inviter} invites you to join ${org} on Ferry, as ${role === 'admin' ? 'an admin' : `a ${role}`}.`,
      'Choose your password through this link:',
      '',
      `    ${link}`,
      '',
      `It is valid for ${days} days and works once. If you did not expect this invitation, ignore this message.`,
      '',
    ].join('\n'),
  };
}
