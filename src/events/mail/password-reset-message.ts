/** The e-mail that carries a password reset link, in English or French. */
import type { OutboundMail } from './mailer.ts';

/** What the message says. */
export interface PasswordResetFacts {
  to: string;
  /** `/app/password-reset#<token>`. */
  link: string;
  organisationName: string;
  minutes: number;
  language: 'en' | 'fr';
}

export function passwordResetMessage(facts: PasswordResetFacts): OutboundMail {
  const { to, link, organisationName: org, minutes, language } = facts;
  if (language === 'fr') {
    return {
      to,
      language,
      subject: `Choisir un nouveau mot de passe pour ${org} sur Ferry`,
      text: [
        'Bonjour,',
        '',
        `Pour choisir un nouveau mot de passe pour ${org} sur Ferry, suivez ce lien :`,
        '',
        `    ${link}`,
        '',
        `Il est valable ${minutes} minutes et ne sert qu'une fois ; vos autres sessions seront fermées.`,
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.",
        '',
      ].join('\n'),
    };
  }
  return {
    to,
    language,
    subject: `Choose a new password for ${org} on Ferry`,
    text: [
      'Hello,',
      '',
      `To choose a new password for ${org} on Ferry, follow this link:`,
      '',
      `    ${link}`,
      '',
      `It is valid for ${minutes} minutes and works once; your other sessions will be closed.`,
      'If you did not ask for it, ignore this message: your password stays as it is.',
      '',
    ].join('\n'),
  };
}
