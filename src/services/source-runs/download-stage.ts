/**
 * The download stage of a run (`to_download` → `downloading` → `downloaded` → `to_normalize`): the
 * source's extractor hands out the file, which is streamed into the blob store (never whole in
 * memory) under the size cap an upload would have. A scheduled run of a feed claims the file first
 * and is removed entirely when the feed already imported it. A worker that stops mid-download
 * loses nothing: the running step goes stale (or its process is seen gone), the stage runs again
 * from the start and overwrites the partial file.
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fromCatalog, NotFound } from '../../domain/errors.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { ExtractedFile } from '../../sources/extractor.ts';
import { setOriginalName } from '../../store/sources/source-runs.ts';
import { pinSftpHostKey } from '../../store/sources/sources.ts';
import {
  deleteTransformation,
  findTransformation,
  type TransformationRow,
} from '../../store/transformations/transformations.ts';
import { transformationPrefix } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import type { SourceService } from '../sources/sources.ts';
import type { StageQueue } from '../stages/stage-queue.ts';
import { StageRunner, stageBudget } from '../stages/stage-runner.ts';
import type { StepEvents } from '../stages/step-events.ts';
import type { UploadLimit } from '../transformations/byte-limit.ts';
import { downloadLimit } from './download-limit.ts';
import { claimForRun, contentIdentity, identityBeforeReading, releaseForRun } from './feed-claim.ts';
import { type Extractors, extractFrom } from './fetch-file.ts';
import { asRunFailure, RunFailure } from './run-failure.ts';

/** Transient failures (a reset, a timeout, a busy server) are tried again this many times (DESIGN §7). */
const RETRIES = 3;

export class DownloadStage extends StageRunner {
  constructor(
    ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly queue: StageQueue,
    events: StepEvents,
    private readonly sources: SourceService,
    private readonly outbound: OutboundHttp,
    private readonly extractors: Extractors,
  ) {
    super(ctx, events);
  }

  async download(transformationId: string): Promise<void> {
    const row = await this.begin(transformationId, ['to_download', 'downloading'], 'downloading');
    if (!row) return;
    let skipped = false;
    await this.guard(row, async () => {
      const kept = await this.fetch(row);
      if (!kept) {
        skipped = true;
        return;
      }
      await setOriginalName(this.ctx.db, row.transformation_id, kept);
      await this.move(row, 'downloaded', {});
      await this.move(row, 'to_normalize', {}, ['downloaded']);
      await this.queue.enqueue('normalize', row.transformation_id);
    });
    // The feed already imported this file (or the run was deleted meanwhile): nothing is left behind.
    if (skipped) await this.remove(row);
  }

  /** Streams the file into the run's source blob; its name, or null when the feed skips it. */
  private async fetch(row: TransformationRow): Promise<string | null> {
    if (!row.source_id) throw new RunFailure(...fromCatalog('exception.run.no_source'));
    const settings = await this.sources.settingsForFetch(row.source_id).catch((error) => {
      throw error instanceof NotFound
        ? new RunFailure(...fromCatalog('exception.run.source_deleted'))
        : error;
    });
    const limit = await downloadLimit(this.ctx, row);
    const controller = new AbortController();
    // The whole download stays within a stage's time budget, however slowly the bytes come.
    const { timeoutMs } = stageBudget(this.ctx.config);
    const budget = setTimeout(() => controller.abort(), timeoutMs);
    const overBudget = (error: unknown) =>
      controller.signal.aborted
        ? new RunFailure(...fromCatalog('exception.run.fetch_timeout', { seconds: timeoutMs / 1000 }))
        : error;
    const feed =
      row.feed_id && row.automation_type === 'schedule'
        ? { transformationId: row.transformation_id, feedId: row.feed_id }
        : null;
    try {
      const file = await extractFrom(settings, this.extractors, {
        outboundAllowlist: this.ctx.config.outboundAllowlist,
        outbound: this.outbound,
        maxBytes: limit.bytes,
        timeoutMs: this.ctx.config.sourceTimeoutSeconds * 1000,
        signal: controller.signal,
        retries: RETRIES,
        sftpHostKey: settings.data_extractor === 'sftp' ? (settings.block.host_key ?? undefined) : undefined,
      }).catch((error) => {
        throw overBudget(asRunFailure(error, limit.source));
      });
      const known = identityBeforeReading(file);
      if (feed && known && !(await claimForRun(this.ctx.db, feed, known))) {
        file.stream.destroy();
        return null;
      }
      const digest = await this.keep(row, file, limit).catch(async (error) => {
        if (feed) await releaseForRun(this.ctx.db, feed);
        throw overBudget(error);
      });
      if (feed && !known && !(await claimForRun(this.ctx.db, feed, contentIdentity(digest)))) return null;
      if (settings.data_extractor === 'sftp' && !settings.block.host_key && file.hostKey)
        await pinSftpHostKey(this.ctx.db, row.source_id, settings.block, file.hostKey);
      // Deleted while its file came: what was written goes too (`remove`), rather than stay orphaned.
      if (!(await findTransformation(this.ctx.db, row.transformation_id))) return null;
      return file.fileName;
    } finally {
      clearTimeout(budget);
      controller.abort();
    }
  }

  /** Writes the stream to the source blob, hashing it on the way; a partial file is removed. */
  private async keep(row: TransformationRow, file: ExtractedFile, limit: UploadLimit): Promise<string> {
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const [stored, flowed] = await Promise.allSettled([
      this.blobs.put(row.source_key, hashing),
      pipeline(file.stream, hashing),
    ]);
    if (stored.status === 'rejected' || flowed.status === 'rejected') {
      await this.blobs.delete(row.source_key);
      // The source's own failure says more than the store's "stream destroyed".
      const error = flowed.status === 'rejected' ? flowed.reason : (stored as PromiseRejectedResult).reason;
      throw asRunFailure(error, limit.source);
    }
    return hash.digest('hex');
  }

  private async remove(row: TransformationRow): Promise<void> {
    await this.blobs.delete(transformationPrefix(row.organisation_id, row.transformation_id));
    await deleteTransformation(this.ctx.db, row.transformation_id);
  }
}
