/**
 * The push report: one CSV record per request a push made, `request,started_at,status,
 * duration_ms,rows,error`. The `push_requests` table is the record; this publishes it as a file of
 * the submission (`files.push_report`), served like its other files at `push_report_url`, and is
 * written again as the push goes on. Read from the table a page at a time: a push of a large file
 * in small batches makes many requests.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutraliseFormula } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { Db } from '../../store/db.ts';
import { pushRequestsAfter, setPushReportKey } from '../../store/events/pushes.ts';
import { submissionPrefix } from '../blob-keys.ts';

export const REPORT_COLUMNS = ['request', 'started_at', 'status', 'duration_ms', 'rows', 'error'];
const PAGE = 5000;

async function* reportRecords(db: Db, submissionId: string): AsyncGenerator<(string | number)[]> {
  let after = 0;
  for (;;) {
    const page = await pushRequestsAfter(db, submissionId, after, PAGE);
    for (const r of page) {
      // The error quotes the receiving server's answer; the report is opened in a spreadsheet.
      const error = neutraliseFormula(r.error ?? '');
      yield [r.request, r.started_at.toISOString(), r.status ?? '', r.duration_ms, r.rows, error];
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.request;
  }
}

/** Writes the report as it stands and names it among the submission's files. */
export async function publishPushReport(
  db: Db,
  blobs: BlobStore,
  submission: { organisation_id: string; submission_id: string },
): Promise<void> {
  const key = `${submissionPrefix(submission.organisation_id, submission.submission_id)}/push_report`;
  // pipeline, not pipe: a failed read of the table must fail the write rather than cut the file.
  const csv = pipeline(
    Readable.from(reportRecords(db, submission.submission_id)),
    stringify({ header: true, columns: REPORT_COLUMNS }),
    () => {},
  );
  await blobs.put(key, csv);
  await setPushReportKey(db, submission.submission_id, key);
}
