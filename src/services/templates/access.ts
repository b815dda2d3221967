/** Finding a template of the caller's organisation by handle; another organisation's handle is simply not found. */
import { fromCatalog, NotFound } from '../../domain/errors.ts';
import type { Db } from '../../store/db.ts';
import { findTemplateByHandle, type TemplateRow } from '../../store/templates/templates.ts';
import type { Principal } from '../principal.ts';

export async function templateOf(db: Db, principal: Principal, handle: string): Promise<TemplateRow> {
  const row = await findTemplateByHandle(db, principal.organisationId, handle);
  if (!row) throw templateNotFound(handle);
  return row;
}

/**
 * The 404 of a handle the caller may not know of: `exception.not_found` as for any resource (its
 * code is the same for an unknown handle and one kept from the caller), naming the handle.
 */
export function templateNotFound(handle: string): NotFound {
  return new NotFound('Template', ...fromCatalog('exception.not_found', { resource: `Template ${handle}` }));
}
