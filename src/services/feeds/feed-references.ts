/**
 * What a feed points at, checked for the caller and for the source's owner: the source (the
 * caller's own when a customer), the template (open to the owner, DESIGN §3 access_type) and the
 * connector (saved on that template from the owner's runs, or by the receiver when a receiver
 * writes). Each check answers the phrase of a violation, or the row. Whatever the caller may
 * not see reads as not existing.
 */
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import type { Db } from '../../store/db.ts';
import { findConnector } from '../../store/sources/connectors.ts';
import { findSourceById, type StoredSourceRow } from '../../store/sources/sources.ts';
import { findTemplateByHandle, type TemplateRow } from '../../store/templates/templates.ts';
import { type Principal, reachesTemplate } from '../principal.ts';
import { listedHandles, refusalOf } from '../templates/customer-templates.ts';

type Problem = { problem: Phrase };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function checkSource(
  db: Db,
  principal: Principal,
  sourceId: string,
): Promise<StoredSourceRow | Problem> {
  const row = UUID.test(sourceId) ? await findSourceById(db, sourceId) : undefined;
  const visible =
    row?.organisation_id === principal.organisationId &&
    (principal.kind !== 'customer' || row.customer_id === principal.customerId);
  if (!row || !visible) return { problem: phrase('violation.field.no_source') };
  if (row.data_extractor === 'upload') return { problem: phrase('violation.field.feed_upload_source') };
  return row;
}

/** `owner`: the customer owning the source, null for the receiver's own (any template then). */
export async function checkTemplate(
  db: Db,
  principal: Principal,
  handle: string,
  owner: string | null,
): Promise<TemplateRow | Problem> {
  const missing = { problem: phrase('violation.field.feed_no_template', { handle }) };
  const row = await findTemplateByHandle(db, principal.organisationId, handle);
  if (!row || !reachesTemplate(principal, row.template_id)) return missing;
  if (owner === null) return row;
  const listed = row.access_type === 'restricted' ? await listedHandles(db, owner) : new Set<string>();
  // Switched off is not refused: the feed waits until the template is enabled again.
  if (refusalOf(row, listed) !== 'closed') return row;
  return principal.kind === 'customer'
    ? missing
    : { problem: phrase('violation.field.feed_template_closed') };
}

export async function checkConnector(
  db: Db,
  principal: Principal,
  connectorId: string,
  templateId: string,
  owner: string | null,
): Promise<Phrase | null> {
  const row = UUID.test(connectorId)
    ? await findConnector(db, principal.organisationId, connectorId)
    : undefined;
  // A sender reaches only the connectors saved from its own runs (as GET /connector/{id} says);
  // the receiver, its own and the owner's.
  const visible =
    row &&
    (principal.kind === 'customer'
      ? row.customer_id === principal.customerId
      : row.customer_id === null || row.customer_id === owner);
  if (!row || !visible) return phrase('violation.field.no_connector');
  if (row.template_id !== templateId) return phrase('violation.field.feed_connector_template');
  return null;
}
