/**
 * The checks of a one-off run (`POST /transformation` with `{template_handle, source_id,
 * connector_id?, auto_submit?}`), in the order an upload makes its own: the template the caller may
 * bring a file to, then the source (the caller's organisation's, and a sender's own: 404/403 as
 * for any source, revealing nothing), the plan's permission for its type (402), a type that has a
 * file to fetch, and the connector, as the caller may read it (404 unknown, 403 another party's).
 */
import { Violation } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { requirePermission } from '../../domain/product.ts';
import type { Db } from '../../store/db.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import { connectorOf } from '../connectors/connector-access.ts';
import { actorOf, type Principal } from '../principal.ts';
import { sourceOf } from '../sources/source-access.ts';
import { BLOCK_PERMISSION } from '../sources/source-types.ts';
import { refuseDanglingReferences } from '../templates/dangling-references.ts';
import { uploadableTemplate } from '../transformations/access.ts';
import type { RunRequest } from './run-request.ts';

export interface OneOffRun {
  template_handle: string;
  source_id: string;
  connector_id?: string | null;
  auto_submit?: boolean;
}

const NOTHING_TO_FETCH: Record<string, Phrase> = {
  upload: phrase('violation.field.source_is_upload'),
  email: phrase('violation.field.source_is_email'),
};

export async function checkOneOffRun(db: Db, principal: Principal, body: OneOffRun): Promise<RunRequest> {
  const template = await uploadableTemplate(db, principal, body.template_handle);
  await refuseDanglingReferences(db, principal, template);
  const source = await sourceOf(db, principal, body.source_id);
  const type = source.data_extractor;
  if (type !== 'upload') {
    requirePermission(await planOfOrganisation(db, principal.organisationId), BLOCK_PERMISSION[type]);
  }
  if (NOTHING_TO_FETCH[type]) throw Violation.of('source_id', body.source_id, NOTHING_TO_FETCH[type]);
  const connectorId = body.connector_id ?? null;
  // The connectors the caller may read are the ones it may run with (another party's: 403).
  if (connectorId) await connectorOf(db, principal, connectorId);
  return {
    organisationId: principal.organisationId,
    customerId: principal.kind === 'customer' ? principal.customerId : null,
    templateId: template.template_id,
    sourceId: source.source_id,
    connectorId,
    autoSubmit: body.auto_submit ?? false,
    type: 'manual',
    feedId: null,
    createdBy: actorOf(principal),
    language: principal.language,
  };
}
