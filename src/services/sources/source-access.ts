/**
 * Who may address a source: the receiver's users and API keys, any source of their organisation;
 * a customer (sender), only its own. Anyone else's source answers 403 (DESIGN §3: another party's
 * resource addressed by UUID), an unknown id 404; either way nothing of the source is shown.
 */
import { Forbidden, fromCatalog, NotFound } from '../../domain/errors.ts';
import type { Db } from '../../store/db.ts';
import { findSourceById, type StoredSourceRow } from '../../store/sources/sources.ts';
import type { Principal } from '../principal.ts';

export async function sourceOf(db: Db, principal: Principal, sourceId: string): Promise<StoredSourceRow> {
  const row = await findSourceById(db, sourceId);
  if (!row) throw new NotFound('Source');
  if (row.organisation_id !== principal.organisationId) throw new Forbidden();
  if (principal.kind === 'customer' && row.customer_id !== principal.customerId) {
    throw new Forbidden(...fromCatalog('exception.sources.other_party'));
  }
  return row;
}

/** Sources a principal lists: a customer's own, or all of the organisation's (undefined). */
export function listedOwner(principal: Principal): string | undefined {
  return principal.kind === 'customer' ? principal.customerId : undefined;
}
