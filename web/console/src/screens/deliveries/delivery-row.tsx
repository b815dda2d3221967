/**
 * One delivery of the log: a row with its channel, target, event, status, attempts and next
 * retry, and a disclosure button that opens its attempts under it (time, status code, duration,
 * the answer's start, escaped and cut). A failed delivery can be sent again from there; the row
 * then shows it as the server answers it, the new attempt last.
 */
import { useId, useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Link } from '../../ui/link.tsx';
import { refusal } from '../../ui/refusal.ts';
import { ChannelIcon } from './channel-icon.tsx';
import { type Attempt, type Delivery, eventName, when } from './types.ts';

/** The answer's start shown in the log; the server keeps 1 KB, more is seldom worth the room. */
const EXCERPT_SHOWN = 400;

interface DeliveryRowProps {
  delivery: Delivery;
  mayRedeliver: boolean;
  onChange: (delivery: Delivery) => void;
}

export function DeliveryRow(props: DeliveryRowProps) {
  const { delivery } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const channel = t(`deliveries.channel.${delivery.channel}`);
  const target = delivery.target ?? t('deliveries.noTarget');
  return (
    <tbody class={`delivery ${open ? 'delivery-open' : ''}`}>
      <tr>
        <td class="delivery-channel">
          <button
            type="button"
            class="delivery-toggle"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            aria-label={t('deliveries.details', { channel, target })}
            onClick={() => setOpen(!open)}
          >
            <span class="chevron" aria-hidden="true" />
            <ChannelIcon channel={delivery.channel} />
            <span>{channel}</span>
          </button>
          {/* A phone has no room for the other columns: they go under the channel. */}
          <div class="narrow-only delivery-narrow">
            <span class="break">{target}</span>
            <span class="muted small">{eventName(delivery.event)}</span>
            <span>
              <StatusBadge status={delivery.status} />{' '}
              <span class="muted small">
                {t('deliveries.attemptsCount', { count: delivery.attempts.length })}
              </span>
            </span>
            {delivery.next_attempt_at && (
              <span class="muted small">
                {t('deliveries.nextAttemptAt', { date: when(delivery.next_attempt_at) })}
              </span>
            )}
          </div>
        </td>
        <td class="wide-only delivery-target">
          <span class="break">{target}</span>
        </td>
        <td class="wide-only">
          <span class="delivery-event">{eventName(delivery.event)}</span>
          {delivery.submission_id && <SubmissionLink id={delivery.submission_id} short />}
        </td>
        <td class="wide-only">
          <StatusBadge status={delivery.status} />
        </td>
        <td class="wide-only numeric">{delivery.attempts.length}</td>
        <td class="wide-only muted nowrap">
          {delivery.next_attempt_at ? when(delivery.next_attempt_at) : t('deliveries.noNextAttempt')}
        </td>
      </tr>
      <tr class="delivery-details-row" hidden={!open}>
        <td colSpan={6} id={`${id}-details`}>
          {open && <DeliveryDetails {...props} />}
        </td>
      </tr>
    </tbody>
  );
}

function DeliveryDetails(props: DeliveryRowProps) {
  const { delivery } = props;
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  async function redeliver() {
    setBusy(true);
    setSaid(null);
    try {
      const answer = await request<Delivery>('POST', `/delivery/${delivery.delivery_id}/retry`);
      props.onChange(answer);
      setSaid({
        kind: answer.status === 'succeeded' ? 'ok' : 'error',
        text: t(`deliveries.redelivered.${answer.status}`),
      });
    } catch (error) {
      setSaid({ kind: 'error', text: refusal(error) });
    }
    setBusy(false);
  }

  return (
    <div class="delivery-details">
      <div class="delivery-facts">
        <span>
          <span class="muted">{t('deliveries.madeAt')}</span> {when(delivery.created_at)}
        </span>
        {delivery.submission_id && (
          <span>
            <span class="muted">{t('deliveries.ofSubmission')}</span>{' '}
            <SubmissionLink id={delivery.submission_id} />
          </span>
        )}
      </div>
      {delivery.attempts.length === 0 ? (
        <p class="muted">{t('deliveries.attempt.none')}</p>
      ) : (
        <table class="attempts-table">
          <caption class="visually-hidden">{t('deliveries.attempt.list')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('deliveries.attempt.at')}</th>
              <th scope="col">{t('deliveries.attempt.code')}</th>
              <th scope="col" class="numeric">
                {t('deliveries.attempt.duration')}
              </th>
              <th scope="col">{t('deliveries.attempt.excerpt')}</th>
            </tr>
          </thead>
          <tbody>
            {delivery.attempts.map((attempt, index) => (
              <AttemptRow key={`${attempt.at}-${index}`} attempt={attempt} />
            ))}
          </tbody>
        </table>
      )}
      <div class="delivery-actions">
        {delivery.status === 'failed' && props.mayRedeliver && (
          <>
            <button
              type="button"
              class="button primary small"
              disabled={busy}
              aria-busy={busy}
              onClick={redeliver}
            >
              {busy ? t('deliveries.redelivering') : t('deliveries.redeliver')}
            </button>
            <span class="hint">{t('deliveries.redeliverHint')}</span>
          </>
        )}
        {delivery.status === 'failed' && !props.mayRedeliver && (
          <span class="hint">{t('deliveries.membersCannotRedeliver')}</span>
        )}
        {/* Said aloud when it appears: the new attempt is in the table above. */}
        <span class={`delivery-said ${said ? `said-${said.kind}` : ''}`} role="status" aria-live="polite">
          {said?.text}
        </span>
      </div>
    </div>
  );
}

function AttemptRow(props: { attempt: Attempt }) {
  const { attempt } = props;
  const code = attempt.status_code;
  const excerpt = attempt.excerpt ?? '';
  const cut = excerpt.length > EXCERPT_SHOWN;
  return (
    <tr>
      <td class="nowrap">{when(attempt.at)}</td>
      <td>
        {code === null ? (
          <span class="muted">{t('deliveries.attempt.noCode')}</span>
        ) : (
          <span class={`status-code ${code >= 200 && code < 300 ? 'code-ok' : 'code-bad'}`}>{code}</span>
        )}
      </td>
      <td class="numeric nowrap">{t('deliveries.attempt.ms', { ms: attempt.duration_ms })}</td>
      <td class="attempt-excerpt-cell">
        {excerpt ? (
          // Text, never markup: Preact escapes it, whatever the receiver answered.
          <pre class="attempt-excerpt">
            {cut ? `${excerpt.slice(0, EXCERPT_SHOWN)}…` : excerpt}
            {cut && <span class="muted"> {t('deliveries.attempt.cut')}</span>}
          </pre>
        ) : (
          <span class="muted">{t('deliveries.attempt.noExcerpt')}</span>
        )}
      </td>
    </tr>
  );
}

export function StatusBadge(props: { status: Delivery['status'] }) {
  return (
    <span class={`badge delivery-status status-${props.status}`}>
      {t(`deliveries.status.${props.status}`)}
    </span>
  );
}

/** The submission's page, at the address the activity area gives it. */
function SubmissionLink(props: { id: string; short?: boolean }) {
  return (
    <Link to={`activity/${props.id}`} class="submission-link">
      <code>{props.short ? props.id.slice(0, 8) : props.id}</code>
    </Link>
  );
}
