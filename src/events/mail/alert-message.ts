/** The e-mail of a fired alert, in the member's language: what happened and where to look. */
import { type Language, type Phrase, render } from '../../domain/messages/index.ts';
import type { OutboundMail } from './mailer.ts';
import { saidMail } from './said-mail.ts';

/** What happened: a phrase, since each recipient reads their own language. */
export type AlertReason = Phrase;

export interface AlertFacts {
  to: string;
  organisationName: string;
  reason: AlertReason;
  /** The console page of the run, the submission or the feed. */
  link: string;
  language: Language;
}

export function alertMessage(facts: AlertFacts): OutboundMail {
  const { to, organisationName, reason, link, language } = facts;
  return saidMail(to, language, 'alert', {
    organisation: organisationName,
    reason: render(reason, language),
    link,
  });
}
