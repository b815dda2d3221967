/**
 * The values a sender maps (`GET /transformation/{id}/mapping/values/{columnId}`): the distinct
 * texts of a source column over the whole file with their counts, each with the allowed value the
 * run would turn it into (the column type's conversion after the stored value map), and the
 * allowed values to choose from. Counted in an engine thread, in bounded memory (the engine's
 * pass/source-values.ts); only for columns whose type has a fixed set of values.
 */
import { fromCatalog, NotFound, Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { type EngineTemplate, runInThread } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { transformationOf } from './access.ts';
import { engineTemplateOf } from './engine-template.ts';
import { hiddenColumnsFor } from './hidden-columns.ts';
import type { MappingView } from './mapping.ts';
import { readableBlob, withScratch } from './scratch.ts';

/** One allowed value of the column: what a value map may point to. */
export interface AllowedValue {
  value: string;
  label: string | null;
}

export interface ValueMapView {
  column_id: string;
  technical_name: string;
  /** The source column read. */
  source: string;
  values: {
    value: string;
    count: number;
    proposed: string | null;
    mapped: string | null;
    message: string | null;
  }[];
  distinct_values: number;
  cells: number;
  counts_exact: boolean;
  truncated: boolean;
  allowed: AllowedValue[];
}

type EngineType = EngineTemplate['columns'][number]['type'];

/** The types whose values form a fixed set, and how to list that set from their configuration. */
const ALLOWED: Record<string, (type: EngineType) => AllowedValue[]> = {
  CHOICE(type) {
    const config = type.choice_data_type as { choices?: { value: string; label?: string | null }[] } | null;
    return (config?.choices ?? []).map((c) => ({ value: c.value, label: c.label ?? null }));
  },
  LIST_OF_VALUES(type) {
    const config = type.list_of_values_data_type as { values?: { value: string }[] } | null;
    return (config?.values ?? []).map((v) => ({ value: v.value, label: null }));
  },
  BOOLEAN(type) {
    const config = type.boolean_data_type as {
      true_value?: string | null;
      false_value?: string | null;
    } | null;
    return [
      { value: 'true', label: config?.true_value ?? 'true' },
      { value: 'false', label: config?.false_value ?? 'false' },
    ];
  },
};

/** Steps before the match stage has proposed a mapping. */
const NOT_MATCHED = ['to_normalize', 'normalizing', 'normalized', 'to_match', 'matching', 'reusing'];

export class ValueMapService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
  ) {}

  async values(
    principal: Principal,
    transformationId: string,
    columnId: string,
    query: { source?: string },
  ): Promise<ValueMapView> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    if (!row.mapping || NOT_MATCHED.includes(row.step)) {
      throw Violation.of('step', row.step, phrase('violation.field.values_not_matched'));
    }
    const template = await engineTemplateOf(this.ctx.db, row.template_id, row.language);
    const hidden = await hiddenColumnsFor(this.ctx.db, principal, row.template_id);
    const column = template.columns.find((c) => c.column_id === columnId);
    // A hidden column is unknown to a sender, as in the mapping.
    if (!column || hidden.ids.has(columnId))
      throw new NotFound('Column', ...fromCatalog('exception.not_found.column'));
    const allowed = ALLOWED[column.type.type];
    if (!allowed) {
      throw Violation.of(
        'column_id',
        columnId,
        phrase('violation.field.no_fixed_values', {
          pretty_name: column.pretty_name,
          technical_name: column.technical_name,
          type: column.type.type,
        }),
      );
    }
    const mapping = row.mapping as unknown as MappingView;
    const entry = mapping.columns.find((c) => c.column_id === columnId);
    const source = query.source ?? entry?.source ?? null;
    if (source === null) {
      throw Violation.of('source', null, phrase('violation.field.no_source_mapped'));
    }
    if (!mapping.source_headers.includes(source)) {
      throw Violation.of('source', source, phrase('violation.field.header_not_in_source'));
    }
    const read = await withScratch(async (dir) =>
      runInThread('sourceValues', {
        sourcePath: await readableBlob(this.blobs, row.source_key, dir, 'source'),
        options: row.options,
        source,
        column,
        valueMap: entry?.value_map ?? null,
        language: row.language,
      }),
    );
    return {
      column_id: column.column_id,
      technical_name: column.technical_name,
      source,
      values: read.values.map(({ value, count, proposed, mapped, message }) => ({
        value,
        count,
        proposed,
        mapped,
        message,
      })),
      distinct_values: read.distinct,
      cells: read.cells,
      counts_exact: read.exact,
      truncated: read.truncated,
      allowed: allowed(column.type),
    };
  }
}
