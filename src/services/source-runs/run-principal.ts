/**
 * Who a run acts as when it goes on by itself: confirming the mapping and submitting are the same
 * services a person calls, with the same checks, so the run calls them as the party it runs for.
 * A customer's run acts as that customer (its hidden columns stay hidden); a receiver's run as the
 * user or API key that started it; a feed's scheduled run without one, as the organisation's
 * automation, recorded as `api_key:automation` on what it makes.
 */
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { Principal } from '../principal.ts';

/** The actor a run without a starter is recorded as. */
export const AUTOMATION_ACTOR = 'api_key:automation';

export function runPrincipal(row: TransformationRow): Principal {
  const organisationId = row.organisation_id;
  const language = 'en';
  if (row.customer_id) {
    return { kind: 'customer', organisationId, customerId: row.customer_id, templateId: null, language };
  }
  const [kind, id] = (row.created_by ?? AUTOMATION_ACTOR).split(':', 2);
  if (kind === 'user' && id) return { kind: 'user', organisationId, userId: id, role: 'member', language };
  return { kind: 'api_key', organisationId, apiKeyId: id || 'automation', role: 'admin', language };
}
