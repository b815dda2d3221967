/**
 * The stages of an uploaded file, each run by one job: normalize (read every row once: the file's
 * shape, its counters, a broken line found before the sender maps anything), match (propose a
 * mapping from the header and a sample, learned mappings first) and transform (one pass over the
 * original that converts and checks every row and writes the normalized CSV, the target, the
 * reports and the review store). The engine runs in a worker thread so the server keeps
 * answering meanwhile. A problem with the file ends in `failed` with the reason in `details`; it
 * is data for the sender, not an error for the worker.
 */
import path from 'node:path';
import { runInThread } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { listLearnedMappings } from '../../store/learned-mappings.ts';
import type { TransformationRow } from '../../store/transformations.ts';
import { transformationPrefix } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import type { StageQueue } from '../stages/stage-queue.ts';
import { StageRunner } from '../stages/stage-runner.ts';
import { customFieldsOf, engineTemplateOf } from './engine-template.ts';
import { putFiles, readableBlob, withScratch } from './scratch.ts';
import { trackProgress } from './step-progress.ts';

export class StepRunner extends StageRunner {
  constructor(
    ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly queue: StageQueue,
  ) {
    super(ctx);
  }

  async normalize(transformationId: string): Promise<void> {
    const row = await this.begin(transformationId, ['to_normalize', 'normalizing'], 'normalizing');
    if (!row) return;
    await this.guard(row, async () => {
      const scanned = await withScratch(async (dir) =>
        runInThread(
          'scan',
          {
            sourcePath: await readableBlob(this.blobs, row.source_key, dir, 'source'),
            options: row.options,
            threads: this.ctx.config.engineThreads,
          },
          this.budget(),
        ),
      );
      const counters = { rows_in_source: scanned.rows, rows_ignored_from_source: scanned.rowsIgnored };
      await this.move(row, 'normalized', { counters });
      await this.move(row, 'to_match', {}, ['normalized']);
      await this.queue.enqueue('match', row.transformation_id);
    });
  }

  async match(transformationId: string): Promise<void> {
    const row = await this.begin(transformationId, ['to_match', 'matching', 'reusing'], 'matching');
    if (!row) return;
    await this.guard(row, async () => {
      const learned = await listLearnedMappings(this.ctx.db, row.template_id);
      // Mappings senders confirmed for this template come first: the `reusing` step says so.
      if (learned.length) await this.move(row, 'reusing', {}, ['matching']);
      const template = await engineTemplateOf(this.ctx.db, row.template_id);
      const mapping = await withScratch(async (dir) => {
        const sourcePath = await readableBlob(this.blobs, row.source_key, dir, 'source');
        const matched = await runInThread(
          'match',
          { sourcePath, options: row.options, template, learned },
          this.budget(),
        );
        return { ...matched.mapping, source_headers: matched.headers };
      });
      await this.move(row, 'matched', { mapping }, ['matching', 'reusing']);
    });
  }

  /** Converts and checks every row with the confirmed mapping; the sender then reviews the result. */
  async transform(transformationId: string): Promise<void> {
    const row = await this.begin(transformationId, ['to_transform', 'transforming'], 'transforming');
    if (!row) return;
    await this.guard(row, async () => {
      const output = await this.runEngine(
        row,
        `${transformationPrefix(row.organisation_id, row.transformation_id)}/transformed`,
        {
          review: true,
          normalized: true,
        },
      );
      // A transform redone after a crash rewrites every file: none is kept from before.
      await this.move(row, 'transformed', {
        counters: output.counters,
        files: output.files,
        target_name: output.targetName,
      });
    });
  }

  /** Each engine task of a stage runs under the step's time budget (FERRY_STEP_TIMEOUT_SECONDS). */
  private budget(): { timeoutMs: number } {
    return { timeoutMs: this.ctx.config.stepTimeoutSeconds * 1000 };
  }

  /**
   * Runs the engine on the original file with the upload's options and the stored mapping (the
   * run `ferry transform` makes), and stores what it wrote under `prefix`.
   */
  async runEngine(
    row: TransformationRow,
    prefix: string,
    extra: {
      review?: boolean;
      normalized?: boolean;
      edits?: [number, [string, string][]][];
      lineCredit?: number | null;
    },
  ): Promise<{ counters: Record<string, number>; files: Record<string, string>; targetName: string }> {
    if (!row.mapping) throw new Error('The mapping is missing.');
    const template = await engineTemplateOf(this.ctx.db, row.template_id);
    const customFields = await customFieldsOf(this.ctx.db, row.customer_id);
    // The normalize stage counted the rows: the run reports how many it has read of them.
    const progress = trackProgress(this.ctx, row.transformation_id, row.counters?.rows_in_source, 'rows');
    return withScratch(
      async (dir) => {
        const result = await runInThread(
          'transform',
          {
            sourcePath: await readableBlob(this.blobs, row.source_key, dir, 'source'),
            template,
            options: {
              source: row.options,
              mapping: { columns: (row.mapping as { columns: never[] }).columns },
              outDir: path.join(dir, 'out'),
              customFields,
              now: this.ctx.now().toISOString(),
              writeNormalized: extra.normalized ?? false,
              review: extra.review ?? false,
              lineCredit: extra.lineCredit ?? null,
              edits: extra.edits,
              threads: this.ctx.config.engineThreads,
            },
          },
          { ...this.budget(), onProgress: (done: number) => progress.report(done) },
        ).finally(() => progress.stop());
        const produced: Record<string, string | null> = {
          normalized: result.files.normalized_source,
          target: result.files.target,
          error_report: result.files.error_report,
          invalid_rows: result.files.invalid_rows,
          review_row_index: result.files.review?.row_index ?? null,
          review_violations: result.files.review?.violations ?? null,
          review_error_index: result.files.review?.error_index ?? null,
        };
        const files: Record<string, string> = {};
        const uploads: Record<string, string> = {};
        for (const [kind, file] of Object.entries(produced)) {
          if (!file) continue;
          files[kind] = `${prefix}/${kind}`;
          uploads[files[kind]] = file;
        }
        await putFiles(this.blobs, uploads);
        return { counters: { ...result.counters }, files, targetName: result.files.target_name };
      },
      path.join(this.ctx.config.dataDir, 'work'),
    );
  }
}
