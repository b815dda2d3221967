/**
 * The stages of an uploaded file, each run by one job: normalize (read every row once: the file's
 * shape, its counters, a broken line found before the sender maps anything), match (propose a
 * mapping from the header and a sample, learned mappings first, the AI matcher last when the
 * organisation allows it) and transform (one pass over the
 * original that converts and checks every row and writes the normalized CSV, the target, the
 * reports and the review store; ./engine-run.ts). The engine runs in a worker thread so the
 * server keeps answering meanwhile. A problem with the file ends in `failed` with the reason in
 * `details`; it is data for the sender, not an error for the worker.
 */
import { answerAiCall, runInThread } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { setReadingOptions } from '../../store/sources/source-runs.ts';
import { listLearnedMappings } from '../../store/templates/learned-mappings.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { AiMatching } from '../ai-matching/ai-matching.ts';
import { transformationPrefix } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import type { SliceQueue } from '../slices/slice-queue.ts';
import type { StageQueue } from '../stages/stage-queue.ts';
import { StageRunner, stageBudget } from '../stages/stage-runner.ts';
import type { StepEvents } from '../stages/step-events.ts';
import { rowsRead, runEngine } from './engine-run.ts';
import { engineTemplateOf } from './engine-template.ts';
import { NO_RUN_HOOKS, type RunHooks } from './run-hooks.ts';
import { readableBlob, withScratch } from './scratch.ts';

/** The stages of an uploaded file, run by their jobs (src/jobs/stage-jobs.ts). */
export class TransformationStages extends StageRunner {
  constructor(
    ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly queue: StageQueue,
    events: StepEvents,
    /** What a run of a source adds: its connector, and going on by itself (./run-hooks.ts). */
    private readonly runs: RunHooks = NO_RUN_HOOKS,
    /** Where a large file's slices go to be run by any worker (FERRY_SLICE_JOB_BYTES). */
    private readonly slices: SliceQueue | null = null,
    /** The AI matcher the match step may ask (../ai-matching/ai-matching.ts); null: none. */
    private readonly aiMatching: AiMatching | null = null,
  ) {
    super(ctx, events);
  }

  async normalize(transformationId: string): Promise<void> {
    const begun = await this.begin(transformationId, ['to_normalize', 'normalizing'], 'normalizing');
    if (!begun) return;
    let row = begun;
    await this.guard(row, async () => {
      const options = await this.runs.readingOptions(row);
      if (options) {
        // Kept on the row: match and transform read the file the same way.
        await setReadingOptions(this.ctx.db, row.transformation_id, options);
        row = { ...row, options };
      }
      const scanned = await withScratch(async (dir) =>
        runInThread(
          'scan',
          {
            sourcePath: await readableBlob(this.blobs, row.source_key, dir, 'source'),
            options: row.options,
            threads: this.ctx.config.engineThreads,
          },
          stageBudget(this.ctx.config),
        ),
      );
      this.events.rowsRead?.('normalize', scanned.rows + scanned.rowsIgnored);
      const counters = { rows_in_source: scanned.rows, rows_ignored_from_source: scanned.rowsIgnored };
      await this.move(row, 'normalized', { counters });
      await this.move(row, 'to_match', {}, ['normalized']);
      await this.queue.enqueue('match', row.transformation_id);
    });
  }

  async match(transformationId: string): Promise<void> {
    const row = await this.begin(transformationId, ['to_match', 'matching', 'reusing'], 'matching');
    if (row) await this.matchColumns(row);
    // Also when the job is retried after the stage ended: a run going on by itself must not stop here.
    await this.runs.afterMatch(transformationId);
  }

  private async matchColumns(row: TransformationRow): Promise<void> {
    await this.guard(row, async () => {
      const learned = await listLearnedMappings(this.ctx.db, row.template_id);
      // Mappings senders confirmed for this template, the run's connector or the replayed
      // submission's mapping come first: the
      // `reusing` step says so.
      if (learned.length || row.connector_id || row.replay_of)
        await this.move(row, 'reusing', {}, ['matching']);
      const template = await engineTemplateOf(this.ctx.db, row.template_id, row.language);
      // The thread asks this one, which makes the request: I/O waits here, not in the engine.
      const ai = (await this.aiMatching?.forRun(row, template)) ?? null;
      const mapping = await withScratch(async (dir) => {
        const sourcePath = await readableBlob(this.blobs, row.source_key, dir, 'source');
        const matched = await runInThread(
          'match',
          { sourcePath, options: row.options, template, learned, ai: ai && { model: ai.model } },
          {
            ...stageBudget(this.ctx.config),
            ...(ai && { onCall: (name: string, input: unknown) => answerAiCall(ai, name, input) }),
          },
        );
        const columns = await this.runs.applyConnector(row, matched.mapping.columns, matched.headers);
        return {
          ...matched.mapping,
          columns: columns ?? matched.mapping.columns,
          source_headers: matched.headers,
        };
      });
      await this.move(row, 'matched', { mapping }, ['matching', 'reusing']);
    });
  }

  /** Converts and checks every row with the confirmed mapping; the sender then reviews the result. */
  async transform(transformationId: string): Promise<void> {
    const row = await this.begin(transformationId, ['to_transform', 'transforming'], 'transforming');
    if (row) await this.transformRows(row);
    await this.runs.afterTransform(transformationId);
  }

  private async transformRows(row: TransformationRow): Promise<void> {
    await this.guard(row, async () => {
      const output = await runEngine(
        this.ctx,
        this.blobs,
        row,
        `${transformationPrefix(row.organisation_id, row.transformation_id)}/transformed`,
        {
          review: true,
          liveReview: true,
          normalized: true,
          slices: this.slices,
        },
      );
      this.events.rowsRead?.('transform', rowsRead(output.counters));
      // A transform redone after a crash rewrites every file: none is kept from before.
      await this.move(row, 'transformed', {
        counters: output.counters,
        files: output.files,
        target_name: output.targetName,
      });
    });
  }
}
