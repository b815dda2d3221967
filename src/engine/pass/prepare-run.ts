/**
 * What every run does before its first row: open the source, read the samples, propose a mapping
 * unless one is given, prepare the template from those samples (so number and date styles are
 * decided from the same first rows) and build the row state. Shared by `runTransformation` and
 * `reviseRows` so that both decide every style the same way.
 */
import type { AiColumnMatcher, LearnedMapping } from '../../domain/column-matching/index.ts';
import { type ResolvedFormat, resolveFormat } from '../../domain/format/defaults.ts';
import { type PreparedTemplate, prepareTemplate } from '../judge/prepared-template.ts';
import { RowState } from '../judge/row-state.ts';
import { openSource } from '../read/open-source.ts';
import type { SourceOptions, SourceTable } from '../read/source-table.ts';
import type { EngineTemplate, Mapping } from '../template.ts';
import { proposeMapping, readSamples } from './propose-mapping.ts';

export interface RunSetup {
  /** Upload options: encoding, delimiter, header_row, sheet (detected when absent). */
  source?: SourceOptions;
  /** The confirmed mapping; proposed by the matcher when absent. */
  mapping?: Mapping | null;
  /** The customer's user_metadata, for `*(name)` references. */
  customFields?: Record<string, string>;
  /** Mappings learned from earlier transformations, for the matcher. */
  learned?: LearnedMapping[];
  ai?: AiColumnMatcher;
}

export interface PreparedRun {
  /** The opened source; `rowBatches()` reads it again from the start. */
  table: SourceTable;
  /** The mapping in use, given or proposed. */
  mapping: Mapping;
  /** The template prepared for this source: converters, conditions, rules. */
  prepared: PreparedTemplate;
  /** The one row state of the run, reused for every row. */
  state: RowState;
  /** The template's format with its defaults, resolved once for the run. */
  format: ResolvedFormat;
}

export async function prepareRun(
  sourcePath: string,
  template: EngineTemplate,
  setup: RunSetup,
  now: Date,
): Promise<PreparedRun> {
  const table = await openSource(sourcePath, setup.source ?? {});
  const samples = await readSamples(table);
  const mapping = setup.mapping ?? (await proposeMapping(table.headers, samples, template, setup));
  const prepared = prepareTemplate(template, table.headers, mapping, samples, () => now);
  const state = new RowState(
    new Map(table.headers.map((h, i) => [h, i])),
    new Map(prepared.columns.map((p, i) => [p.column.technical_name, i])),
    setup.customFields ?? {},
  );
  return { table, mapping, prepared, state, format: resolveFormat(template.format) };
}
