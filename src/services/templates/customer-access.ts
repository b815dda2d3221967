/**
 * The one rule for what a customer (sender) may use of its organisation's templates (DESIGN §3):
 * enabled templates that are `public`, or `restricted` and list the customer; `private` ones are
 * the receiver's alone. Uploads and reads both ask here, so the two cannot disagree. Columns marked
 * `hidden` are left out of what senders see.
 */
import { Forbidden } from '../../domain/errors.ts';
import type { ColumnRow } from '../../store/columns.ts';
import { templatesOfCustomers } from '../../store/customers.ts';
import type { TemplateRow } from '../../store/templates.ts';
import type { Principal } from '../principal.ts';
import { templateOf } from './access.ts';
import type { Db } from './db.ts';

/** Why a customer may not use a template: it is switched off, or its access_type does not open it to the customer. */
export type Refusal = 'disabled' | 'closed';

/** One message for every refusal, so a sender learns nothing about a template it may not read. */
const NOT_OPEN = 'This template is not open to you.';
const READ_REFUSALS: Record<Refusal, string> = { disabled: NOT_OPEN, closed: NOT_OPEN };

/** Handles of the templates that list the customer; handles are unique within its organisation. */
export async function listedHandles(db: Db, customerId: string): Promise<Set<string>> {
  return new Set((await templatesOfCustomers(db, [customerId])).map((t) => t.template_handle));
}

/** Null when a customer whose listed templates are `listed` may use the template. */
export function refusalOf(template: TemplateRow, listed: ReadonlySet<string>): Refusal | null {
  if (!template.is_enabled) return 'disabled';
  if (template.access_type === 'public') return null;
  if (template.access_type === 'restricted' && listed.has(template.handle)) return null;
  return 'closed';
}

/**
 * The template `handle` of the caller's organisation, when the caller may use it: a receiver any,
 * a customer only those `refusalOf` opens. Unknown or another organisation's → 404; closed → 403
 * with the message `refusals` gives for the reason.
 */
export async function usableTemplate(
  db: Db,
  principal: Principal,
  handle: string,
  refusals: Record<Refusal, string> = READ_REFUSALS,
): Promise<TemplateRow> {
  const template = await templateOf(db, principal, handle);
  if (principal.kind !== 'customer') return template;
  // Only a restricted template needs the customer's listings.
  const listed =
    template.access_type === 'restricted' ? await listedHandles(db, principal.customerId) : new Set<string>();
  const refusal = refusalOf(template, listed);
  if (refusal) throw new Forbidden(refusals[refusal]);
  return template;
}

/** Whether the principal sees the column: `hidden` ones are for receivers only. */
export function shownTo(principal: Principal, column: ColumnRow): boolean {
  return principal.kind !== 'customer' || !column.hidden;
}
