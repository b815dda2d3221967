/**
 * What a run needs of a connector (DESIGN §7 "Connectors"): the reading options for normalize and
 * the saved columns for match. The run records `updatedAt` as the version it applied, so a later
 * edit of the connector shows as `changed` on the submission.
 */
import type { Db } from '../../store/db.ts';
import { findConnector } from '../../store/sources/connectors.ts';

export interface ConnectorSetup {
  connectorId: string;
  name: string;
  updatedAt: Date;
  /** Reading options for normalize: encoding, delimiter, header_row, sheet (null = detect). */
  reading: {
    encoding: string | null;
    delimiter: string | null;
    header_row: number | null;
    /** A sheet name, or its 1-based position written in digits as at upload. */
    sheet: string | null;
    /** JSON/XML files: where the records are; null = detect. */
    records_path?: string | null;
  };
  /** The saved mapping: target column id → source header (or null) and value_map. */
  columns: { column_id: string; source: string | null; value_map: Record<string, string> | null }[];
}

/** The connector of that organisation, or null when there is none with that id. */
export async function loadConnector(
  db: Db,
  organisationId: string,
  connectorId: string,
): Promise<ConnectorSetup | null> {
  if (!UUID.test(connectorId)) return null;
  const row = await findConnector(db, organisationId, connectorId);
  if (!row) return null;
  const reading = row.reading;
  return {
    connectorId: row.connector_id,
    name: row.name,
    updatedAt: row.updated_at,
    reading: {
      encoding: reading.encoding ?? null,
      delimiter: reading.delimiter ?? null,
      header_row: reading.header_row ?? null,
      sheet: reading.sheet === null || reading.sheet === undefined ? null : String(reading.sheet),
      records_path: reading.records_path ?? null,
    },
    columns: row.columns.map((c) => ({
      column_id: c.column_id,
      source: c.source,
      value_map: c.value_map ?? null,
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
