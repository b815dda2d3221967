/** Finding a template of the caller's organisation by handle; another organisation's handle is simply not found. */
import { NotFound } from '../../domain/errors.ts';
import type { Db } from '../../store/db.ts';
import { findTemplateByHandle, type TemplateRow } from '../../store/templates.ts';
import type { Principal } from '../principal.ts';

export async function templateOf(db: Db, principal: Principal, handle: string): Promise<TemplateRow> {
  const row = await findTemplateByHandle(db, principal.organisationId, handle);
  if (!row) throw new NotFound('Template', `Template ${handle} not found.`);
  return row;
}
