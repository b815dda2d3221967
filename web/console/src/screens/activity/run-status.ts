/**
 * A run's status in the activity: what the list filters by and the badge says, from a
 * transformation's step or a submission's counters. Apart from the list's words, so that it reads
 * without a page.
 */
import type { Payload } from '../../../../shared/api-payload.ts';

type Transformation = Payload<'getTransformationTransformationId'>;
type Submission = Payload<'getSubmissionSubmissionId'>;

/** The statuses a reader filters by; `review` is a file waiting for a person (mapping or data). */
export const STATUSES = ['running', 'review', 'processed', 'with_errors', 'failed'] as const;
export type Status = (typeof STATUSES)[number];

/** Steps at which a transformation waits for a person (the server's `waiting_review`). */
const WAITING = new Set(['to_select', 'to_review', 'matched', 'transformed']);

/**
 * Waiting steps a run that goes on by itself (`auto_submit`: a feed's, a replay) passes through:
 * it confirms its mapping at `matched` and submits at `transformed`. It waits there for a person
 * only when it says why (`details`: rows in error, a refusal); until then it is running.
 */
const PASSED_BY_ITSELF = new Set(['matched', 'transformed']);

export function transformationStatus(
  transformation: Pick<Transformation, 'step' | 'counters' | 'auto_submit' | 'details'>,
): Status {
  const { step } = transformation;
  if (step === 'failed') return 'failed';
  if (step === 'processed')
    return (transformation.counters?.rows_in_error ?? 0) > 0 ? 'with_errors' : 'processed';
  if (transformation.auto_submit && transformation.details === null && PASSED_BY_ITSELF.has(step))
    return 'running';
  if (WAITING.has(step)) return 'review';
  return 'running';
}

export function submissionStatus(submission: Submission): Status {
  if (submission.failed) return 'failed';
  if (submission.rows_in_target === null) return 'running';
  return (submission.rows_in_error ?? 0) > 0 ? 'with_errors' : 'processed';
}
