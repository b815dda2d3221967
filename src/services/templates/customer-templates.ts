/**
 * The one rule for what a customer (sender) may use of its organisation's templates (DESIGN §3):
 * enabled templates that are `public`, or `restricted` and list the customer; `private` ones are
 * the receiver's alone (and its trial customer's, the receiver acting as a sender). Uploads and reads both ask here, so the two cannot disagree. Columns marked
 * `hidden` are left out of what senders see.
 */
import { Forbidden, fromCatalog } from '../../domain/errors.ts';
import { templatesOfCustomers } from '../../store/customers/customers.ts';
import type { Db } from '../../store/db.ts';
import type { ColumnRow } from '../../store/templates/columns.ts';
import type { TemplateRow } from '../../store/templates/templates.ts';
import { type Principal, reachesTemplate } from '../principal.ts';
import { templateNotFound, templateOf } from './access.ts';

/** Why a customer may not use a template: it is switched off, or its access_type does not open it to the customer. */
export type Refusal = 'disabled' | 'closed';

/**
 * One message for every refusal, so a sender learns nothing about a template it may not read: a
 * refusal's catalog code (its message is the 403's).
 */
const NOT_OPEN = 'exception.template_not_open';
const READ_REFUSALS: Record<Refusal, string> = { disabled: NOT_OPEN, closed: NOT_OPEN };

/** Handles of the templates that list the customer; handles are unique within its organisation. */
export async function listedHandles(db: Db, customerId: string): Promise<Set<string>> {
  return new Set((await templatesOfCustomers(db, [customerId])).map((t) => t.template_handle));
}

/**
 * Null when a customer whose listed templates are `listed` may use the template. Closed comes
 * first: a switched-off template the customer could not use anyway is closed, not disabled.
 */
export function refusalOf(template: TemplateRow, listed: ReadonlySet<string>): Refusal | null {
  const open =
    template.access_type === 'public' ||
    (template.access_type === 'restricted' && listed.has(template.handle));
  if (!open) return 'closed';
  return template.is_enabled ? null : 'disabled';
}

/**
 * The template `handle` of the caller's organisation, when the caller may use it: a receiver any,
 * a customer only those `refusalOf` opens. Unknown, another organisation's or closed to the
 * customer → the same 404, so a sender cannot find private handles by guessing; a template open to
 * the customer but switched off → 403 with the message of the code `refusals` gives, since the sender knew it.
 * A customer's login bound to one template finds no other (404 too).
 */
export async function usableTemplate(
  db: Db,
  principal: Principal,
  handle: string,
  refusals: Record<Refusal, string> = READ_REFUSALS,
): Promise<TemplateRow> {
  const { template, refusal } = await templateAsSeenBy(db, principal, handle);
  if (refusal) {
    const [message, code] = fromCatalog(refusals[refusal]);
    throw new Forbidden(message, code);
  }
  return template;
}

/**
 * The template `handle` when the caller may know it exists: any of its organisation's for a
 * receiver; for a customer, one its login reaches and its access_type opens to it. Anything else
 * is the 404 of an unknown handle. Whether a switched-off template may be used is left to the use.
 */
export async function findableTemplate(db: Db, principal: Principal, handle: string): Promise<TemplateRow> {
  return (await templateAsSeenBy(db, principal, handle)).template;
}

async function templateAsSeenBy(
  db: Db,
  principal: Principal,
  handle: string,
): Promise<{ template: TemplateRow; refusal: 'disabled' | null }> {
  const template = await templateOf(db, principal, handle);
  if (principal.kind !== 'customer') return { template, refusal: null };
  // A login bound to another template does not see this one at all.
  if (!reachesTemplate(principal, template.template_id)) throw templateNotFound(handle);
  // The receiver trying its own template sees it as its partners will, before they may.
  if (principal.trial) return { template, refusal: null };
  // Only a restricted template needs the customer's listings.
  const listed =
    template.access_type === 'restricted' ? await listedHandles(db, principal.customerId) : new Set<string>();
  const refusal = refusalOf(template, listed);
  if (refusal === 'closed') throw templateNotFound(handle);
  return { template, refusal };
}

/** Whether the principal sees the column: `hidden` ones are for receivers only. */
export function shownTo(principal: Principal, column: ColumnRow): boolean {
  return principal.kind !== 'customer' || !column.hidden;
}
