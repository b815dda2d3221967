/** The steps a file went through, oldest first, each with the time it took (until the next began). */
import { t } from '../../i18n.ts';
import { formatDuration, formatWhen, stepName, type Transformation } from './model.ts';

export function Timeline(props: { history: Transformation['history']; running: boolean }) {
  const steps = props.history;
  return (
    <section class="card activity-card" aria-labelledby="activity-timeline">
      <h2 id="activity-timeline">{t('activity.timeline')}</h2>
      <p class="muted small">{t('activity.timelineHint')}</p>
      <ol class="activity-timeline">
        {steps.map((entry, index) => {
          const after = steps[index + 1];
          const last = index === steps.length - 1;
          const took = after ? Date.parse(after.at) - Date.parse(entry.at) : null;
          return (
            <li key={`${entry.step}-${entry.at}`} class={`activity-step-${entry.step}`}>
              <span class="activity-dot" aria-hidden="true" />
              <span class="activity-step-name">{stepName(entry.step)}</span>
              <span class="muted small">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                {took !== null && ` · ${t('activity.duration', { duration: formatDuration(took) })}`}
                {last && props.running && ` · ${t('activity.now')}`}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
