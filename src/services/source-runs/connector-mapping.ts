/**
 * A connector applied at match (DESIGN §7 "Connectors"): its saved columns are taken as they are,
 * value maps included, over what the matcher proposed; a template column the connector does not
 * know (added since) keeps the matcher's proposal. A saved source header this file does not have is
 * not forced on it either: that column too is matched automatically, so a renamed export column
 * still finds its place when the matcher can tell.
 */
import type { Mapping } from '../../engine/index.ts';
import type { ConnectorSetup } from '../connectors/apply-connector.ts';

/** A saved mapping's columns: a connector's, or the mapping of the submission a replay runs again. */
type SavedColumns = Pick<ConnectorSetup, 'columns'>;

export function applyConnector(
  proposed: Mapping['columns'],
  headers: readonly string[],
  connector: SavedColumns,
): Mapping['columns'] {
  const saved = new Map(connector.columns.map((c) => [c.column_id, c]));
  return proposed.map((column) => {
    const entry = saved.get(column.column_id);
    if (!entry || (entry.source !== null && !headers.includes(entry.source))) return column;
    return {
      column_id: column.column_id,
      technical_name: column.technical_name,
      source: entry.source,
      ...(entry.value_map ? { value_map: entry.value_map } : {}),
    };
  });
}

/** The connector's reading options as a run reads its file (absent ones are detected). */
export function readingOptionsOf(connector: ConnectorSetup): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(connector.reading)) {
    if (value === null || value === undefined) continue;
    options[name] = name === 'sheet' && /^\d+$/.test(String(value)) ? Number(value) : value;
  }
  return options;
}
