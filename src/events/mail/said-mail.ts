/**
 * A message said from the catalog: `mail.<kind>.subject` and `mail.<kind>.body`, with the same
 * values, in the recipient's language (src/domain/messages/).
 */
import { type Language, languageOf, type PhraseValue, say } from '../../domain/messages/index.ts';
import type { OutboundMail } from './mailer.ts';

export function saidMail(
  to: string,
  language: Language,
  kind: string,
  values: Record<string, PhraseValue>,
): OutboundMail {
  const lang = languageOf(language) ?? 'en';
  return {
    to,
    language: lang,
    subject: say(lang, `mail.${kind}.subject`, values),
    text: say(lang, `mail.${kind}.body`, values),
  };
}
