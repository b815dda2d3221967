/** What a submission caused outside (webhooks, pushes, e-mails), with their status; a failed one can be sent again. */
import { useEffect, useState } from 'preact/hooks';
import { explain } from '../../errors.ts';
import { type TextKey, t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { type Delivery, type DeliveryPage, formatWhen } from './model.ts';

export function Deliveries(props: { submissionId: string }) {
  const [deliveries, setDeliveries] = useState<Delivery[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    request<DeliveryPage>('GET', `/deliveries?submission_id=${props.submissionId}&per_page=100`).then(
      (page) => current && setDeliveries(page.entries),
      (error) => current && setProblem(explain(error)),
    );
    return () => {
      current = false;
    };
  }, [props.submissionId, attempt]);

  async function redeliver(delivery: Delivery) {
    setBusy(delivery.delivery_id);
    setProblem(null);
    setDone(null);
    try {
      await request('POST', `/delivery/${delivery.delivery_id}/retry`);
      setDone(t('activity.redelivered'));
      setAttempt(attempt + 1);
    } catch (error) {
      setProblem(explain(error));
    }
    setBusy(null);
  }

  return (
    <section class="card activity-card" aria-labelledby="activity-deliveries">
      <h2 id="activity-deliveries">{t('activity.deliveries')}</h2>
      <p class="muted small">{t('activity.deliveriesIntro')}</p>
      {problem && <Notice kind="error">{problem}</Notice>}
      {done && <Notice kind="ok">{done}</Notice>}
      {deliveries && deliveries.length === 0 && <p class="muted">{t('activity.deliveriesNone')}</p>}
      {deliveries && deliveries.length > 0 && (
        <div class="table-scroll">
          <table class="table activity-deliveries">
            <caption class="visually-hidden">{t('activity.deliveries')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('activity.channel')}</th>
                <th scope="col">{t('activity.target')}</th>
                <th scope="col">{t('activity.deliveryStatus')}</th>
                <th scope="col">{t('activity.attempts')}</th>
                <th scope="col">
                  <span class="visually-hidden">{t('activity.redeliver')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => {
                const last = delivery.attempts.at(-1);
                return (
                  <tr key={delivery.delivery_id}>
                    <td>
                      {t(`activity.channel.${delivery.channel}` as TextKey)}
                      <span class="muted small activity-event">{delivery.event}</span>
                    </td>
                    <td class="activity-target">{delivery.target ?? '—'}</td>
                    <td>
                      <span class={`badge activity-delivery-${delivery.status}`}>
                        {t(`activity.delivery.${delivery.status}` as TextKey)}
                      </span>
                      {last?.excerpt && delivery.status === 'failed' && (
                        <span class="small activity-reason">
                          {last.status_code ? `${last.status_code} · ` : ''}
                          {last.excerpt}
                        </span>
                      )}
                    </td>
                    <td>
                      {t('activity.attemptsCount', { count: delivery.attempts.length })}
                      {last && <span class="muted small activity-event">{formatWhen(last.at)}</span>}
                    </td>
                    <td>
                      {delivery.status === 'failed' && (
                        <button
                          type="button"
                          class="button small"
                          disabled={busy !== null}
                          aria-busy={busy === delivery.delivery_id}
                          onClick={() => redeliver(delivery)}
                        >
                          {busy === delivery.delivery_id
                            ? t('activity.redelivering')
                            : t('activity.redeliver')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
