/** The e-mail of a fired alert, in the member's language: what happened and where to look. */
import type { OutboundMail } from './mailer.ts';

/** What happened, in both languages, since each recipient reads their own. */
export interface AlertReason {
  en: string;
  fr: string;
}

export interface AlertFacts {
  to: string;
  organisationName: string;
  reason: AlertReason;
  /** The console page of the run, the submission or the feed. */
  link: string;
  language: 'en' | 'fr';
}

export function alertMessage(facts: AlertFacts): OutboundMail {
  const { to, organisationName: org, reason, link, language } = facts;
  if (language === 'fr') {
    return {
      to,
      language,
      subject: `Alerte ${org} : ${reason.fr}`,
      text: [
        'Bonjour,',
        '',
        `Une alerte de ${org} s’est déclenchée : ${reason.fr}`,
        '',
        'Pour voir ce qui s’est passé :',
        '',
        `    ${link}`,
        '',
        'Cette alerte ne se déclenche qu’une fois par heure pour une même cause.',
        '',
      ].join('\n'),
    };
  }
  return {
    to,
    language,
    subject: `${org} alert: ${reason.en}`,
    text: [
      'Hello,',
      '',
      `An alert of ${org} fired: ${reason.en}`,
      '',
      'To see what happened:',
      '',
      `    ${link}`,
      '',
      'This alert fires at most once an hour for the same cause.',
      '',
    ].join('\n'),
  };
}
