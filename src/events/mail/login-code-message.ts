/** The e-mail that carries a sender's login code, in English or French. */
import type { OutboundMail } from './mailer.ts';

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
  language: 'en' | 'fr';
}

export function loginCodeMessage(facts: LoginCodeFacts): OutboundMail {
  const { to, code, organisationName: org, minutes, language } = facts;
  if (language === 'fr') {
    return {
      to,
      language,
      subject: `${code} : votre code pour envoyer des fichiers à ${org}`,
      text: [
        'Bonjour,',
        '',
        `Voici votre code pour envoyer des fichiers à ${org} :`,
        '',
        `    ${code}`,
        '',
        `Il est valable ${minutes} minutes et ne sert qu'une fois.`,
        "Si vous n'avez pas demandé ce code, ignorez ce message : personne ne peut se connecter sans lui.",
        '',
      ].join('\n'),
    };
  }
  return {
    to,
    language,
    subject: `${code} is your code to send files to ${org}`,
    text: [
      'Hello,',
      '',
      `Here is your code to send files to ${org}:`,
      '',
      `    ${code}`,
      '',
      `It is valid for ${minutes} minutes and works once.`,
      'If you did not ask for it, ignore this message: nobody can log in without the code.',
      '',
    ].join('\n'),
  };
}
