/**
 * What to tell about a refused customer call: the field each 409 violation names (with our own
 * sentence for the ones we know, since the server writes violations in English), a 402 as the plan
 * limit to raise, a 429 as the time to try again, a lost connection as a retry. The violations are
 * read by ui/refusal.ts.
 */
import { ApiError } from '../../../../shared/api.ts';
import { explain } from '../../errors.ts';
import { locale, t } from '../../i18n.ts';
import { type FieldProblems, violationsOf } from '../../ui/refusal.ts';

/** Messages of the violations, by the property they name (`email`, `user_metadata[0].name`…). */
export function fieldProblems(error: unknown): FieldProblems {
  const found: FieldProblems = {};
  for (const { property_path, message } of violationsOf(error))
    found[property_path] ??= sentence(property_path, message);
  return found;
}

function sentence(property: string, message: string): string {
  if (/already has this/.test(message) && (property === 'email' || property === 'external_id'))
    return t(property === 'email' ? 'customers.taken.email' : 'customers.taken.externalId');
  if (property === 'email' && /e-mail/i.test(message)) return t('customers.invalid.email');
  if (property === 'template_handles') return t('customers.invalid.templates');
  if (/is used twice/.test(message)) return t('customers.invalid.metadataTwice');
  if (/blank/i.test(message)) return t('customers.invalid.blank');
  return message;
}

/** One sentence for a refusal that no single field holds. */
export function explainRefusal(error: unknown, subdomain = 'SUBDOMAIN'): string {
  if (error instanceof ApiError && error.status === 402) return t('customers.limit', { subdomain });
  if (error instanceof ApiError && error.status === 409 && Object.keys(fieldProblems(error)).length)
    return t('customers.checkFields');
  return explain(error);
}

/** The time when a 429 says to try again, as the reader's clock writes it. */
export function retryTime(error: ApiError): string {
  const at = new Date(Date.now() + (error.retryAfter ?? 60) * 1000);
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
}
