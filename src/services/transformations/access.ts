/**
 * Who may touch which transformation and upload to which template. Receivers see every
 * transformation of their organisation; a customer sees only its own, and uploads only to the
 * templates its `access_type` opens to it (DESIGN §3).
 */
import { Forbidden, NotFound } from '../../domain/errors.ts';
import type { Db } from '../../store/db.ts';
import type { TemplateRow } from '../../store/templates/templates.ts';
import {
  findTransformation,
  findTransformationByAutomation,
  type TransformationRow,
} from '../../store/transformations/transformations.ts';
import { type Principal, reachesTemplate } from '../principal.ts';
import { type Refusal, usableTemplate } from '../templates/customer-templates.ts';

function check(principal: Principal, row: TransformationRow | undefined, what: string): TransformationRow {
  if (!row) throw new NotFound(what);
  if (row.organisation_id !== principal.organisationId) throw new Forbidden();
  if (principal.kind === 'customer' && row.customer_id !== principal.customerId) throw new Forbidden();
  if (!reachesTemplate(principal, row.template_id)) throw new Forbidden();
  return row;
}

/** By UUID: unknown → 404; another organisation's or another customer's → 403, revealing nothing. */
export async function transformationOf(db: Db, principal: Principal, id: string): Promise<TransformationRow> {
  return check(principal, await findTransformation(db, id), 'Transformation');
}

export async function automationOf(db: Db, principal: Principal, id: string): Promise<TransformationRow> {
  return check(principal, await findTransformationByAutomation(db, id), 'Automation');
}

/**
 * Upload refusals say why (their catalog codes): a sender allowed on the template otherwise can
 * wait until it is enabled again.
 */
const UPLOAD_REFUSALS: Record<Refusal, string> = {
  disabled: 'exception.template_disabled',
  closed: 'exception.template_not_open',
};

/** The template a principal may bring a file to: the same rule as reading it (`usableTemplate`). */
export function uploadableTemplate(db: Db, principal: Principal, handle: string): Promise<TemplateRow> {
  return usableTemplate(db, principal, handle, UPLOAD_REFUSALS);
}
