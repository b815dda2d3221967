/**
 * The stages of an uploaded file, each run by one job: normalize (any source → UTF-8 CSV) and
 * match (propose a mapping). Every stage is idempotent: it starts only from its waiting or
 * running step (a crashed run is redone from the start), rewrites its outputs whole, and leaves a
 * transformation that moved on alone. A problem with the file ends in `failed` with the reason in
 * `details`; it is data for the sender, not an error for the worker.
 */

import { createReadStream } from 'node:fs';
import path from 'node:path';
import { FerryError } from '../../domain/errors.ts';
import { normalizeSource } from '../../engine/normalize.ts';
import { openSource } from '../../engine/read/open-source.ts';
import { proposeMapping, readSamples } from '../../engine/transform/propose-mapping.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { findTransformation, type TransformationRow, updateStep } from '../../store/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { engineTemplateOf } from './engine-template.ts';
import { fetchBlob, withScratch } from './scratch.ts';
import type { StepQueue } from './steps.ts';

/** The normalized CSV as Ferry wrote it: nothing left to detect. */
const NORMALIZED = { format: 'csv', encoding: 'utf-8', delimiter: ',', header_row: 1 } as const;

export class StepRunner {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly queue: () => StepQueue,
  ) {}

  async normalize(transformationId: string): Promise<void> {
    const row = await this.begin(transformationId, ['to_normalize', 'normalizing'], 'normalizing');
    if (!row) return;
    await this.guard(row, async () => {
      const key = `${path.posix.dirname(row.source_key)}/normalized.csv`;
      const result = await withScratch(async (dir) => {
        const source = await fetchBlob(this.blobs, row.source_key, dir, 'source');
        const table = await openSource(source, row.options);
        const out = path.join(dir, 'normalized.csv');
        const counted = await normalizeSource(table, out);
        await this.blobs.put(key, createReadStream(out));
        return counted;
      });
      const counters = { rows_in_source: result.rows, rows_ignored_from_source: result.rowsIgnored };
      await this.move(row, 'normalized', { counters, files: { ...row.files, normalized: key } });
      await this.move(row, 'to_match', {}, ['normalized']);
      await this.queue().enqueue('match', row.transformation_id);
    });
  }

  async match(transformationId: string): Promise<void> {
    const row = await this.begin(transformationId, ['to_match', 'matching'], 'matching');
    if (!row) return;
    await this.guard(row, async () => {
      const normalized = row.files.normalized;
      if (!normalized) throw new Error('The normalized file is missing.');
      const template = await engineTemplateOf(this.ctx.db, row.template_id, row.template_handle);
      const mapping = await withScratch(async (dir) => {
        const file = await fetchBlob(this.blobs, normalized, dir, 'normalized.csv');
        const table = await openSource(file, NORMALIZED);
        const proposed = await proposeMapping(table.headers, await readSamples(table), template, {});
        return { ...proposed, source_headers: table.headers };
      });
      await this.move(row, 'matched', { mapping });
    });
  }

  /** Takes the transformation into its running step; undefined when it is not waiting for this stage. */
  private async begin(id: string, from: string[], running: string): Promise<TransformationRow | undefined> {
    const moved = await updateStep(this.ctx.db, id, { step: running }, this.ctx.now(), from);
    return moved ? findTransformation(this.ctx.db, id) : undefined;
  }

  private async move(
    row: TransformationRow,
    step: string,
    fields: Omit<Parameters<typeof updateStep>[2], 'step'>,
    from: string[] = [row.step],
  ): Promise<void> {
    await updateStep(this.ctx.db, row.transformation_id, { step, ...fields }, this.ctx.now(), from);
  }

  /**
   * Runs a stage; any failure becomes `failed` with a reason a sender can read. An unexpected
   * error is thrown on as well, so the job queue records its stack; its retry then finds `failed`
   * and stops.
   */
  private async guard(row: TransformationRow, stage: () => Promise<void>): Promise<void> {
    try {
      await stage();
    } catch (error) {
      const details =
        error instanceof FerryError
          ? error.message
          : 'The file could not be processed because of an unexpected error.';
      await updateStep(this.ctx.db, row.transformation_id, { step: 'failed', details }, this.ctx.now());
      if (!(error instanceof FerryError)) throw error;
    }
  }
}
