/**
 * The mapping of a transformation (DESIGN §6): proposed by the match stage with scores, then
 * confirmed or corrected by the sender, which sends the transformation on to `to_transform`. Each
 * confirmed pair is remembered for the template, so the next similar file is matched the same way.
 */
import { fromCatalog, NotFound, Violation, type ViolationItem, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { type MappingColumn, type MappingPair, prestartEngineThreads } from '../../engine/index.ts';
import { listColumns } from '../../store/templates/columns.ts';
import { recordLearnedMappings } from '../../store/templates/learned-mappings.ts';
import { updateStep } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import type { StageQueue } from '../stages/stage-queue.ts';
import { transformationOf } from './access.ts';
import { type HiddenColumns, hiddenColumnsFor } from './hidden-columns.ts';

/** The transform stage's thread and one for the review pages (at most one per core). */
const REVIEW_THREADS = 2;

export interface MappingView {
  columns: MappingColumn[];
  /** Headers of the source, the values `source` may take. */
  source_headers: string[];
}

export interface MappingWrite {
  columns: MappingPair[];
}

/** Column types that compute their value from the row: never mapped. */
const COMPUTED = new Set(['VALUE', 'COLUMN']);

/** Steps at which the mapping may be (re)confirmed: once matched, until the transform stage starts. */
const EDITABLE = ['matched', 'to_transform'];

export class MappingService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly queue: StageQueue,
  ) {}

  async get(principal: Principal, transformationId: string): Promise<MappingView> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    if (!row.mapping) throw new NotFound('Mapping', ...fromCatalog('exception.not_found.mapping'));
    const hidden = await hiddenColumnsFor(this.ctx.db, principal, row.template_id);
    return visibleMapping(row.mapping as unknown as MappingView, hidden);
  }

  /**
   * Replaces the mapping: every column sent must be one of the template's, every source one of the
   * headers; template columns not sent are left unmapped. Then enqueues the transform stage.
   */
  async put(principal: Principal, transformationId: string, body: MappingWrite): Promise<MappingView> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    if (!row.mapping || !EDITABLE.includes(row.step)) {
      throw Violation.of('step', row.step, phrase('violation.field.mapping_not_matched'));
    }
    const current = row.mapping as unknown as MappingView;
    const headers = current.source_headers;
    const columns = await listColumns(this.ctx.db, row.template_id);
    const hidden = await hiddenColumnsFor(this.ctx.db, principal, row.template_id);
    // A sender cannot address a hidden column: it is unknown to it, and keeps its current source.
    const byId = new Map(columns.filter((c) => !hidden.ids.has(c.column_id)).map((c) => [c.column_id, c]));
    const kept = new Map(
      current.columns.filter((c) => hidden.ids.has(c.column_id)).map((c) => [c.column_id, c]),
    );
    const violations: ViolationItem[] = [];
    const seen = new Set<string>();
    body.columns.forEach((entry, i) => {
      const at = `columns[${i}].column_id`;
      if (!byId.has(entry.column_id)) {
        violations.push(violationOf(at, entry.column_id, phrase('violation.field.column_not_in_template')));
      } else if (seen.has(entry.column_id)) {
        violations.push(violationOf(at, entry.column_id, phrase('violation.field.column_mapped_twice')));
      }
      seen.add(entry.column_id);
      if (entry.source !== null && !headers.includes(entry.source)) {
        violations.push(
          violationOf(`columns[${i}].source`, entry.source, phrase('violation.field.header_not_in_source')),
        );
      }
    });
    const sent = new Map<string, MappingWrite['columns'][number]>([
      ...kept,
      ...body.columns.filter((c) => byId.has(c.column_id)).map((c) => [c.column_id, c] as const),
    ]);
    // A required column left unmapped would fail every row: refuse the mapping rather than the data.
    for (const column of columns) {
      if (column.importance !== 'required' || COMPUTED.has((column.type as { type: string }).type)) continue;
      if (hidden.ids.has(column.column_id)) continue;
      if ((sent.get(column.column_id)?.source ?? null) !== null) continue;
      violations.push(
        violationOf(
          'columns',
          column.technical_name,
          phrase('violation.field.required_unmapped', {
            pretty_name: column.pretty_name,
            technical_name: column.technical_name,
          }),
        ),
      );
    }
    if (violations.length) throw new Violation(violations);
    const proposed = new Map(current.columns.map((c) => [c.column_id, c]));
    const mapping: MappingView = {
      columns: columns.map((c) => {
        const entry = sent.get(c.column_id);
        const source = entry?.source ?? null;
        return {
          column_id: c.column_id,
          technical_name: c.technical_name,
          source,
          ...(entry?.value_map ? { value_map: entry.value_map } : {}),
          ...matcherVerdict(proposed.get(c.column_id), source),
        };
      }),
      source_headers: headers,
    };
    const moved = await updateStep(
      this.ctx.db,
      row.transformation_id,
      { step: 'to_transform', mapping: mapping as unknown as Record<string, unknown> },
      this.ctx.now(),
      EDITABLE,
    );
    if (!moved) throw Violation.of('step', row.step, phrase('violation.field.mapping_not_matched'));
    const confirmed = mapping.columns.flatMap((c) =>
      c.source === null ? [] : [{ source_header: c.source, technical_name: c.technical_name }],
    );
    await recordLearnedMappings(this.ctx.db, row.template_id, confirmed, this.ctx.now());
    await this.queue.enqueue('transform', row.transformation_id);
    // The sender's first review pages come within seconds, read in an engine thread of this
    // server while the stage (here or on a worker) keeps its own: a thread started now has loaded
    // the engine by then (0.3 s idle, over a second on a busy machine). Idle, it stops in a minute.
    prestartEngineThreads(REVIEW_THREADS);
    return visibleMapping(mapping, hidden);
  }
}

/**
 * The matcher's score and explanation stay with a pair the sender kept, so that confirming the
 * mapping as read changes nothing; they describe the matcher's pair, so a changed source drops them.
 */
function matcherVerdict(before: MappingColumn | undefined, source: string | null) {
  if (!before || before.source !== source) return {};
  return {
    ...(before.score !== undefined ? { score: before.score } : {}),
    ...(before.explanation !== undefined ? { explanation: before.explanation } : {}),
  };
}

function visibleMapping(mapping: MappingView, hidden: HiddenColumns): MappingView {
  if (!hidden.ids.size) return mapping;
  return { ...mapping, columns: mapping.columns.filter((c) => !hidden.ids.has(c.column_id)) };
}
