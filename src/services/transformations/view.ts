/** The transformation resource and the automation status (DESIGN §6, the specification's Automation status). */
import type { StepProgress } from '../../store/transformations/transformation-progress.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { AutomationType } from '../source-runs/run-request.ts';
import { isRunningStep } from '../stages/running-steps.ts';
import { stepForHumans } from './steps.ts';

/** A step the transformation passed through, and when it entered it. */
export interface HistoryEntry {
  step: string;
  at: string;
}

export interface TransformationView {
  transformation_id: string;
  automation_id: string;
  /** How it came: `upload`, or a run of a source: `schedule`, `email`, `manual`. */
  type: AutomationType;
  template_handle: string;
  customer_id: string | null;
  source_id: string | null;
  step: string;
  step_for_humans: { code: string; message: string };
  details: string | null;
  /** Every step passed through, oldest first. */
  history: HistoryEntry[];
  /** The feed that ran it, the connector it applies, and whether it goes on by itself. */
  feed_id: string | null;
  connector_id: string | null;
  auto_submit: boolean;
  /** The submission this transformation replays; null otherwise. */
  replay_of: string | null;
  /** The submission made from it; null until it is submitted. */
  submission_id: string | null;
  /** Name of the uploaded file, as the sender's machine called it. */
  original_name: string | null;
  /** Reading options given at upload; absent ones were detected. */
  options: Record<string, unknown>;
  counters: Record<string, number> | null;
  /** How far the running step is; null when no step runs or the step has no measure. */
  progress: StepProgress | null;
  created_at: string;
  updated_at: string;
}

export interface AutomationView {
  automation_id: string;
  type: AutomationType;
  step: string;
  step_for_humans: { code: string; message: string };
  details: string | null;
  history: HistoryEntry[];
  original_file: string | null;
  transformed_file: string | null;
  error_report_file: string | null;
  /** The same counters as the transformation resource; null until the data is transformed. */
  counters: Record<string, number> | null;
  created_at: string;
}

/** File kinds served under `/transformation/{id}/file/{kind}`, and the blob each is stored as. */
export const FILE_KINDS = ['original', 'normalized', 'target', 'error_report', 'invalid_rows'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export function fileKey(row: TransformationRow, kind: FileKind): string | null {
  return kind === 'original' ? row.source_key : (row.files[kind] ?? null);
}

/** `progress`: the row's stored progress, shown only while a step runs. */
export function transformationView(
  row: TransformationRow,
  language: string,
  progress: StepProgress | null = null,
): TransformationView {
  return {
    transformation_id: row.transformation_id,
    automation_id: row.automation_id,
    type: row.automation_type as AutomationType,
    template_handle: row.template_handle,
    customer_id: row.customer_id,
    source_id: row.source_id,
    step: row.step,
    step_for_humans: stepForHumans(row.step, language),
    details: row.details,
    history: historyOf(row),
    feed_id: row.feed_id,
    connector_id: row.connector_id,
    auto_submit: row.auto_submit,
    replay_of: row.replay_of,
    submission_id: row.submission_id,
    original_name: row.original_name,
    options: row.options,
    counters: row.counters,
    // Picked field by field: the stored progress also says where the worker writes (`review_dir`).
    progress:
      isRunningStep(row.step) && progress
        ? {
            done: progress.done,
            total: progress.total,
            unit: progress.unit,
            ...(progress.phase && { phase: progress.phase }),
          }
        : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function automationView(row: TransformationRow, language: string, publicUrl: string): AutomationView {
  const url = (kind: FileKind) =>
    fileKey(row, kind) ? `${publicUrl}/transformation/${row.transformation_id}/file/${kind}` : null;
  return {
    automation_id: row.automation_id,
    type: row.automation_type as AutomationType,
    step: row.step,
    step_for_humans: stepForHumans(row.step, language),
    details: row.details,
    history: historyOf(row),
    original_file: fetched(row) ? url('original') : null,
    transformed_file: url('target'),
    error_report_file: url('error_report'),
    counters: row.counters,
    created_at: row.created_at.toISOString(),
  };
}

/** The history with each time as an ISO date, whichever clock wrote it. */
function historyOf(row: TransformationRow): HistoryEntry[] {
  return row.history.map((entry) => ({ step: entry.step, at: new Date(entry.at).toISOString() }));
}

/** Steps before a run's file is kept: its original file does not exist yet. */
const BEFORE_FILE = new Set(['pending', 'to_download', 'downloading']);

function fetched(row: TransformationRow): boolean {
  return (
    !BEFORE_FILE.has(row.step) &&
    !(row.step === 'failed' && !row.original_name && row.automation_type !== 'upload')
  );
}
