/** One line of the activity list: when, the file, how it came, its state (progress, step or why it failed), its counters. */
import { t } from '../../i18n.ts';
import { Link } from '../../ui/link.tsx';
import { formatNumber, formatWhen, type Run, runPath, stepName } from './model.ts';
import { RunProgress, StatusBadge } from './status.tsx';

export function RunRow(props: { run: Run; selectable: boolean; selected: boolean; onToggle: () => void }) {
  const { run } = props;
  const title = run.fileName ?? t('activity.unnamedFile');
  const customer =
    run.customerName ??
    (run.customerId
      ? t('activity.unknownCustomer', { id: run.customerId.slice(0, 8) })
      : t('activity.noCustomer'));
  return (
    <tr class={props.selected ? 'selected' : undefined}>
      <td class="activity-check">
        {props.selectable && (
          <input
            type="checkbox"
            aria-label={t('activity.select', { name: `${title}, ${formatWhen(run.at)}` })}
            checked={props.selected}
            onChange={props.onToggle}
          />
        )}
      </td>
      <td class="wide-only activity-when">
        <time dateTime={run.at}>{formatWhen(run.at)}</time>
      </td>
      <td class="activity-file">
        <span class="narrow-only activity-narrow-head">
          <StatusBadge status={run.status} />
          <time class="muted small" dateTime={run.at}>
            {formatWhen(run.at)}
          </time>
        </span>
        <Link to={runPath(run)} class="strong activity-link">
          {title}
        </Link>
        <span class="muted small activity-meta">
          {[run.templateName, customer].filter(Boolean).join(' · ')}
        </span>
        <span class="narrow-only muted small">
          {run.how}
          {run.rows !== null &&
            ` · ${t('activity.rowsCount', { count: run.rows })}${
              run.inError ? ` · ${t('activity.inErrorCount', { count: run.inError })}` : ''
            }`}
        </span>
        <span class="narrow-only">
          <RunState run={run} badge={false} />
        </span>
      </td>
      <td class="wide-only activity-how">{run.how}</td>
      <td class="wide-only activity-status">
        <RunState run={run} badge />
      </td>
      <td class="wide-only numeric">{formatNumber(run.rows)}</td>
      <td class={`wide-only numeric${run.inError ? ' activity-in-error' : ''}`}>
        {formatNumber(run.inError)}
      </td>
    </tr>
  );
}

/** The status badge, with the running step's progress, the step awaited, or why it failed. */
function RunState(props: { run: Run; badge: boolean }) {
  const { run } = props;
  return (
    <>
      {props.badge && <StatusBadge status={run.status} />}
      {run.status === 'running' && <RunProgress step={run.step} progress={run.progress} />}
      {run.status === 'review' && run.step && (
        <span class="muted small activity-step">{stepName(run.step)}</span>
      )}
      {run.reason && <span class="small activity-reason">{run.reason}</span>}
    </>
  );
}
