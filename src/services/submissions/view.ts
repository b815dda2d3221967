/** The specification's Submission, built from its row; every URL is absolute and served by Ferry. */
import type { BlobStore } from '../../files/blob-store.ts';
import type { SubmissionConnector } from '../../store/submissions/submission-connector.ts';
import type { SubmissionRow } from '../../store/submissions/submissions.ts';

export interface SubmissionView {
  connector: SubmissionConnector | null;
  submission_id: string;
  /** The transformation it was made from; null once that is deleted. */
  transformation_id: string | null;
  customer_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  source_id: string | null;
  source_name: string | null;
  source_file_url: string | null;
  normalized_source_file: string | null;
  target_file_url: string | null;
  error_report_url: string | null;
  push_report_url: string | null;
  invalid_rows_url: string | null;
  download_url: string | null;
  target_name: string | null;
  /** The uploaded file's name, as the sender's machine called it. */
  original_name: string | null;
  template_name: string | null;
  template_item: string | null;
  template_picture_url: string | null;
  rows_in_source: number | null;
  rows_ignored_from_source: number | null;
  columns_ignored_from_source: number | null;
  maximum_number_of_columns: number;
  rows_in_target: number | null;
  rows_in_error: number | null;
  rows_ignored_from_target: number | null;
  created_at: string | null;
  pushed_at: string | null;
  failed: boolean;
  error_message: string | null;
  /** Made by the organisation's trial customer (the console's Try it), not by a partner. */
  trial: boolean;
  /** The submission this one replays (`POST /submission/{id}/replay`); null otherwise. */
  replay_of: string | null;
}

/** Files of a submission served under `/submission/{id}/file/{kind}`. */
export const SUBMISSION_FILES = [
  'source',
  'normalized',
  'target',
  'error_report',
  'invalid_rows',
  'push_report',
] as const;
export type SubmissionFile = (typeof SUBMISSION_FILES)[number];

/** The permanent URL of a submission's output file. */
export function downloadUrl(publicUrl: string, submissionId: string): string {
  return `${publicUrl}/submission/${submissionId}/download`;
}

export async function submissionView(
  row: SubmissionRow,
  blobs: BlobStore,
  publicUrl: string,
): Promise<SubmissionView> {
  // The source and normalized files belong to the transformation: listed only while they still exist.
  const url = async (kind: SubmissionFile) => {
    const key = row.files[kind];
    if (!key || !(await blobs.stat(key))) return null;
    return `${publicUrl}/submission/${row.submission_id}/file/${kind}`;
  };
  const [source, normalized, target, errorReport, invalidRows, pushReport] = await Promise.all(
    SUBMISSION_FILES.map(url),
  );
  const count = (name: string) => row.counters?.[name] ?? null;
  return {
    connector: row.connector,
    submission_id: row.submission_id,
    transformation_id: row.transformation_id,
    customer_id: row.customer_external_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    source_id: row.source_id,
    source_name: row.source_name,
    source_file_url: source!,
    normalized_source_file: normalized!,
    target_file_url: target!,
    error_report_url: errorReport!,
    // Written when a push is made (services/pushes/push-report.ts): null without a push.
    push_report_url: pushReport!,
    invalid_rows_url: invalidRows!,
    // Permanent and known from the start: it serves the target once the submission is processed.
    download_url: downloadUrl(publicUrl, row.submission_id),
    target_name: row.target_name,
    original_name: row.original_name,
    template_name: row.template_name,
    template_item: row.template_item,
    template_picture_url: row.template_picture_url,
    rows_in_source: count('rows_in_source'),
    rows_ignored_from_source: count('rows_ignored_from_source'),
    columns_ignored_from_source: count('columns_ignored_from_source'),
    maximum_number_of_columns: row.maximum_number_of_columns,
    rows_in_target: count('rows_in_target'),
    rows_in_error: count('rows_in_error'),
    rows_ignored_from_target: count('rows_ignored_from_target'),
    created_at: row.created_at.toISOString(),
    pushed_at: row.pushed_at?.toISOString() ?? null,
    failed: row.failed,
    error_message: row.error_message,
    trial: row.trial,
    replay_of: row.replay_of,
  };
}
