/** A run's status as a badge, and a running step's progress as a bar with its words for screen readers. */
import { type TextKey, t } from '../../i18n.ts';
import { formatNumber, stepName, type Transformation } from './model.ts';
import type { Status } from './run-status.ts';

export function StatusBadge(props: { status: Status }) {
  return (
    <span class={`badge activity-badge activity-badge-${props.status}`}>
      {t(`activity.status.${props.status}` as TextKey)}
    </span>
  );
}

/** A real bar when the step measures itself (rows or bytes), else the step's name; announced politely. */
export function RunProgress(props: { step: string | null; progress: Transformation['progress'] }) {
  const step = props.step ? stepName(props.step) : '';
  const progress = props.progress;
  const text =
    progress && progress.total > 0
      ? t('activity.progress', {
          step,
          done: formatNumber(progress.done),
          total: formatNumber(progress.total),
          unit: t(`activity.unit.${progress.unit}` as TextKey),
        })
      : t('activity.progressStep', { step });
  return (
    <span class="activity-progress">
      <progress
        max={progress && progress.total > 0 ? progress.total : undefined}
        value={progress && progress.total > 0 ? progress.done : undefined}
        aria-hidden="true"
      />
      <span class="muted small" aria-live="polite">
        {text}
      </span>
    </span>
  );
}
