/**
 * Saving a connector from a transformation: its confirmed mapping with the value maps, and the
 * reading options its file was read with, in one transaction that also marks the transformation
 * `is_connector`. The connector belongs to the transformation's sender (null: the receiver's own).
 */
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import {
  type ConnectorColumn,
  insertConnector,
  markTransformationConnector,
} from '../../store/sources/connectors.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { transformationOf } from '../transformations/access.ts';
import { checkConnectorName, checkPictureUrl, collector } from './connector-input.ts';
import { type ConnectorView, connectorView, templateShape } from './connector-view.ts';
import { checkReading, type ReadingInput } from './reading-input.ts';

export interface ConnectorSave {
  name?: string | null;
  picture_url?: string | null;
}

/** Steps a transformation is in once its mapping was confirmed (by a person or by a run). */
const CONFIRMED = ['to_transform', 'transforming', 'transformed', 'to_submit', 'submitting', 'processed'];

export async function saveConnector(
  ctx: ServiceContext,
  principal: Principal,
  transformationId: string,
  body: ConnectorSave,
): Promise<ConnectorView> {
  const row = await transformationOf(ctx.db, principal, transformationId);
  const { violations, add } = collector();
  const name = checkConnectorName(body.name, add);
  const pictureUrl = checkPictureUrl(body.picture_url, add);
  if (!row.mapping || !CONFIRMED.includes(row.step)) {
    add('transformation_id', transformationId, phrase('violation.field.connector_unconfirmed'));
  }
  if (violations.length) throw new Violation(violations);
  const mapping = row.mapping as {
    columns: { column_id: string; source: string | null; value_map?: Record<string, string> | null }[];
  };
  const columns: ConnectorColumn[] = mapping.columns.map((c) => ({
    column_id: c.column_id,
    source: c.source,
    value_map: c.value_map ?? null,
  }));
  // The options the file was read with; absent ones were detected, and will be again.
  const reading = checkReading(readingOf(row.options), () => {});
  const now = ctx.now();
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertConnector(
      trx,
      {
        connector_id: crypto.randomUUID(),
        organisation_id: row.organisation_id,
        customer_id: row.customer_id,
        template_id: row.template_id,
        transformation_id: row.transformation_id,
      },
      { name, picture_url: pictureUrl, reading, columns },
      now,
    );
    await markTransformationConnector(trx, row.transformation_id);
    const view = connectorView(inserted, await templateShape(trx, inserted.template_id), principal);
    await recordChange(ctx, trx, principal, {
      action: 'create',
      resource_type: 'connector',
      resource_id: inserted.connector_id,
      after: view,
    });
    return view;
  });
  return saved;
}

/** The reading options among a transformation's options, each kept only if of the type an upload gives. */
function readingOf(options: Record<string, unknown>): ReadingInput {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const whole = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    encoding: text(options.encoding),
    delimiter: text(options.delimiter),
    header_row: whole(options.header_row),
    sheet: text(options.sheet) ?? whole(options.sheet),
    records_path: text(options.records_path),
  };
}
