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

/** PostgreSQL's unique_violation, raised when two requests race for the same handle or technical name. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
