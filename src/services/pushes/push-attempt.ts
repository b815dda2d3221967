/**
 * One attempt of a push: in `file` mode the target file as one request, in `json` mode the target's
 * rows in batches, from the first row no earlier attempt delivered. Every request is recorded,
 * success or not; the attempt stops at the first failure, and the caller schedules the next.
 */

import type { ResolvedFormat } from '../../domain/format/defaults.ts';
import { TargetNotReadable, targetRecords } from '../../engine/index.ts';
import { type JsonBatch, jsonBatches } from '../../events/push/json-batches.ts';
import { type PushDestination, type PushOutcome, sendPush } from '../../events/push/push-request.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import { advanceRowsSent, type PushRow, recordRequest } from '../../store/events/pushes.ts';
import type { SubmissionRow } from '../../store/submissions/submissions.ts';
import type { ServiceContext } from '../context.ts';
import { contentDisposition, contentTypeOf } from '../submissions/download.ts';
import { readableBlob, withScratch } from '../transformations/scratch.ts';

/**
 * `retry`: a failure worth another attempt; `final`: one no retry can fix (nothing to read);
 * `superseded`: another run of the same attempt went ahead, which settles the push itself.
 */
export type PushAttemptOutcome = 'delivered' | 'retry' | 'final' | 'superseded';

export interface AttemptInput {
  push: PushRow;
  attempt: number;
  submission: SubmissionRow;
  destination: PushDestination;
  /** Called after every few requests, so that the published report follows a long attempt. */
  progress: () => Promise<void>;
}

/** Requests between two publications of the report during an attempt. */
const REPORT_EVERY = 50;

export class PushAttempt {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly outbound: OutboundHttp,
  ) {}

  async run(input: AttemptInput): Promise<PushAttemptOutcome> {
    const key = input.submission.files.target;
    if (!key || !(await this.blobs.stat(key))) {
      await this.note(input, 'The submission has no target file to push.');
      return 'final';
    }
    return input.push.mode === 'file' ? this.file(input, key) : this.json(input, key);
  }

  private async file(input: AttemptInput, key: string): Promise<PushAttemptOutcome> {
    const { contentType, fileName } = contentTypeOf(input.submission, 'target');
    const rows = input.submission.counters?.rows_in_target ?? 0;
    const startedAt = this.ctx.now();
    const outcome = await sendPush(this.outbound, input.destination, {
      content: await this.blobs.get(key),
      contentType,
      headers: {
        'content-disposition': contentDisposition(fileName),
        'ferry-submission-id': input.submission.submission_id,
      },
    });
    await this.record(input, startedAt, outcome, rows);
    return outcome.ok ? 'delivered' : 'retry';
  }

  private json(input: AttemptInput, key: string): Promise<PushAttemptOutcome> {
    const { push } = input;
    return withScratch(async (dir) => {
      const path = await readableBlob(this.blobs, key, dir, 'target');
      const format = push.target_format as unknown as ResolvedFormat;
      const batches = jsonBatches(targetRecords(path, format), push.batch_size ?? 1000, push.rows_sent);
      let sent = 0;
      try {
        for await (const batch of batches) {
          const result = await this.batch(input, batch);
          if (result !== 'delivered') return result;
          if (++sent % REPORT_EVERY === 0) await input.progress();
        }
      } catch (error) {
        if (!(error instanceof TargetNotReadable)) throw error;
        await this.note(input, `${error.message} A push in json mode needs rows to read: use file mode.`);
        return 'final';
      }
      // A target without rows is still announced, as one empty array.
      if (sent === 0 && push.rows_sent === 0) {
        return this.batch(input, { first: 1, rows: 0, body: '[]' });
      }
      return 'delivered';
    });
  }

  /** Sends one batch; once delivered it is counted, so that no later attempt sends it again. */
  private async batch(input: AttemptInput, batch: JsonBatch): Promise<PushAttemptOutcome> {
    const startedAt = this.ctx.now();
    const outcome = await sendPush(this.outbound, input.destination, {
      content: batch.body,
      contentType: 'application/json',
      headers: {
        'ferry-submission-id': input.submission.submission_id,
        'ferry-first-row': String(batch.first),
        'ferry-rows': String(batch.rows),
      },
    });
    await this.record(input, startedAt, outcome, batch.rows);
    if (!outcome.ok) return 'retry';
    const counted = await advanceRowsSent(this.ctx.db, input.push.submission_id, batch.first - 1, batch.rows);
    return counted ? 'delivered' : 'superseded';
  }

  private record(input: AttemptInput, startedAt: Date, outcome: PushOutcome, rows: number) {
    return recordRequest(this.ctx.db, input.push.submission_id, {
      attempt: input.attempt,
      started_at: startedAt,
      status: outcome.status,
      duration_ms: outcome.durationMs,
      rows,
      error: outcome.error,
    });
  }

  /** A record of the report that is no request: why nothing was sent. */
  note(input: { push: PushRow; attempt: number }, error: string): Promise<void> {
    return recordRequest(this.ctx.db, input.push.submission_id, {
      attempt: input.attempt,
      started_at: this.ctx.now(),
      status: null,
      duration_ms: 0,
      rows: 0,
      error,
    });
  }
}
