/**
 * Reads a bounded sample of the source (for the matcher and for per-column decisions such as the
 * decimal mark) and proposes a mapping with the matcher of src/domain/column-matching.
 */
import { matchColumns, type TargetColumn } from '../../domain/column-matching/index.ts';
import type { AiColumnMatcher, LearnedMapping, TargetType } from '../../domain/column-matching/types.ts';
import type { SourceTable } from '../read/source-table.ts';
import type { EngineTemplate, Mapping } from '../template.ts';

/** Rows read up front: enough to decide a column's style, small enough to stay flat in memory. */
export const SAMPLE_ROWS = 1000;

export async function readSamples(table: SourceTable, limit = SAMPLE_ROWS): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const batch of table.rowBatches()) {
    for (const row of batch) {
      if (rows.length >= limit) return rows;
      rows.push(row.cells);
    }
  }
  return rows;
}

function choicesOf(type: Record<string, unknown>): string[] | undefined {
  const config = (type.choice_data_type ?? type.list_of_values_data_type) as
    | { choices?: { value?: string }[]; values?: { value?: string }[] }
    | null
    | undefined;
  const entries = config?.choices ?? config?.values;
  return entries?.map((e) => String(e.value ?? '')).filter(Boolean);
}

export async function proposeMapping(
  headers: readonly string[],
  samples: readonly string[][],
  template: EngineTemplate,
  options: { learned?: LearnedMapping[]; ai?: AiColumnMatcher },
): Promise<Mapping> {
  const sources = headers.map((header, i) => ({
    header,
    samples: samples.slice(0, 200).map((row) => row[i] ?? ''),
  }));
  // VALUE and COLUMN columns compute their value from the row: nothing to map onto them.
  const mappable = template.columns.filter((c) => c.type.type !== 'VALUE' && c.type.type !== 'COLUMN');
  const targets: TargetColumn[] = mappable.map((c) => ({
    column_id: c.column_id,
    technical_name: c.technical_name,
    pretty_name: c.pretty_name,
    description: c.description ?? null,
    type: c.type.type as TargetType,
    choices: choicesOf(c.type),
    matchable_with_ai: c.matchable_with_ai ?? false,
    hidden: c.hidden ?? false,
  }));
  const matches = await matchColumns(sources, targets, {
    learned: options.learned,
    ai: options.ai,
    ...(template.language ? { language: template.language } : {}),
  });
  const byId = new Map(matches.map((m) => [m.column_id, m]));
  return {
    columns: template.columns.map((c) => {
      const match = byId.get(c.column_id);
      return {
        column_id: c.column_id,
        technical_name: c.technical_name,
        source: match?.source ?? null,
        score: match?.score ?? null,
        explanation: match?.explanation ?? null,
      };
    }),
  };
}
