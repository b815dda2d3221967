/** The transformation resource and the automation status (DESIGN §6, the specification's Automation status). */
import type { StepProgress } from '../../store/transformation-progress.ts';
import type { TransformationRow } from '../../store/transformations.ts';
import { isRunningStep } from '../stages/running-steps.ts';
import { stepForHumans } from './steps.ts';

export interface TransformationView {
  transformation_id: string;
  automation_id: string;
  template_handle: string;
  customer_id: string | null;
  source_id: string | null;
  step: string;
  step_for_humans: { code: string; message: string };
  details: string | null;
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
  type: string;
  step: string;
  step_for_humans: { code: string; message: string };
  details: string | null;
  original_file: string | null;
  transformed_file: string | null;
  error_report_file: string | null;
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
    template_handle: row.template_handle,
    customer_id: row.customer_id,
    source_id: row.source_id,
    step: row.step,
    step_for_humans: stepForHumans(row.step, language),
    details: row.details,
    original_name: row.original_name,
    options: row.options,
    counters: row.counters,
    progress: isRunningStep(row.step) ? progress : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function automationView(row: TransformationRow, language: string, publicUrl: string): AutomationView {
  const url = (kind: FileKind) =>
    fileKey(row, kind) ? `${publicUrl}/transformation/${row.transformation_id}/file/${kind}` : null;
  return {
    automation_id: row.automation_id,
    type: row.automation_type,
    step: row.step,
    step_for_humans: stepForHumans(row.step, language),
    details: row.details,
    original_file: url('original'),
    transformed_file: url('target'),
    error_report_file: url('error_report'),
    created_at: row.created_at.toISOString(),
  };
}
