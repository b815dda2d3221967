/**
 * What a file's page reads: the submission and its transformation (or a transformation alone),
 * the automation status of one not submitted yet, its replays, and the files it keeps.
 */
import { request } from '../../session.ts';
import type { RunFile } from './downloads.tsx';
import type { AutomationStatus, Submission, Transformation, TransformationPage } from './model.ts';

export interface Loaded {
  submission: Submission | null;
  transformation: Transformation | null;
  replays: Transformation[];
  /** A file without a submission: its files as its automation status lists them. */
  automation: AutomationStatus | null;
}

export async function load(props: { submissionId?: string; transformationId?: string }): Promise<Loaded> {
  let submission: Submission | null = null;
  let transformation: Transformation | null = null;
  if (props.submissionId) {
    submission = await request<Submission>('GET', `/submission/${props.submissionId}`);
    if (submission.transformation_id)
      transformation = await request<Transformation>(
        'GET',
        `/transformation/${submission.transformation_id}`,
      ).catch(() => null);
  } else {
    transformation = await request<Transformation>('GET', `/transformation/${props.transformationId}`);
  }
  const automation =
    transformation && !submission
      ? await request<AutomationStatus>(
          'GET',
          `/transformation/automation/${transformation.automation_id}`,
        ).catch(() => null)
      : null;
  // Its replays, among the template's latest files (the lists have no filter by replayed submission).
  let replays: Transformation[] = [];
  if (submission?.submission_id && transformation) {
    const page = await request<TransformationPage>(
      'GET',
      `/transformations?per_page=100&template_handle=${encodeURIComponent(transformation.template_handle)}`,
    ).catch(() => null);
    replays = (page?.entries ?? []).filter((entry) => entry.replay_of === submission!.submission_id);
  }
  return { submission, transformation, replays, automation };
}

/** The files a run keeps: a submission's as it lists them; a transformation's as its automation does. */
export function filesOf(
  submission: Submission | null,
  transformation: Transformation | null,
  automation: AutomationStatus | null,
  title: string,
): RunFile[] {
  const base = title.replace(/\.[^.]+$/, '');
  if (submission) {
    const files: [string, string | null, string][] = [
      ['source', submission.source_file_url, transformation?.original_name ?? `${base}-source`],
      ['normalized', submission.normalized_source_file, `${base}-normalized.csv`],
      [
        'target',
        submission.download_url ?? submission.target_file_url,
        submission.target_name ?? `${base}-output`,
      ],
      ['error_report', submission.error_report_url, `${base}-errors.csv`],
      ['invalid_rows', submission.invalid_rows_url, `${base}-invalid-rows.csv`],
      ['push_report', submission.push_report_url, `${base}-push-report.csv`],
    ];
    return kept(files);
  }
  if (!automation) return [];
  return kept([
    ['original', automation.original_file, transformation?.original_name ?? `${base}-source`],
    ['target', automation.transformed_file, `${base}-output`],
    ['error_report', automation.error_report_file, `${base}-errors.csv`],
  ]);
}

/** The files that exist, of `[kind, url, name]`. */
const kept = (files: [string, string | null, string][]): RunFile[] =>
  files.filter(([, url]) => url).map(([kind, url, name]) => ({ kind, url: url!, name }));
