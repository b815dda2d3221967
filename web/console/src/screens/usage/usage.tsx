/**
 * The usage page: the plan's name, each limit with what is used of it (a meter), the line credit
 * left, and rows and submissions per day over the last 30 days as bar charts, each with the same
 * figures as a table for whoever cannot see the chart.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Payload } from '../../../../shared/api-payload.ts';
import { locale, t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { refusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { DailyChart } from './daily-chart.tsx';
import { DailyTable } from './daily-table.tsx';
import { inReadingOrder, LimitMeter } from './limit-meter.tsx';

export type Usage = Payload<'getUsage'>;

export function UsagePage() {
  const [usage, setUsage] = useState<Usage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    request<Usage>('GET', '/usage?days=30').then(
      (answer) => {
        setUsage(answer);
        setProblem(null);
      },
      (error) => setProblem(refusal(error)),
    );
  }, [attempt]);

  const number = new Intl.NumberFormat(locale);
  const total = (key: 'rows' | 'submissions') => usage?.daily.reduce((sum, day) => sum + day[key], 0) ?? 0;
  return (
    <section aria-labelledby="page-title">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('usage.title')}</h1>
          <p class="muted">{t('usage.intro')}</p>
        </div>
        {usage && (
          <p class="plan-name" title={t('usage.planHint')}>
            <span class="badge badge-strong">{t('usage.planName', { plan: usage.plan })}</span>
          </p>
        )}
      </div>
      {problem && <RetryNotice problem={problem} onRetry={() => setAttempt(attempt + 1)} />}
      {!usage && !problem && <p class="muted">{t('app.loading')}</p>}
      {usage && (
        <>
          <h2 class="section-title">{t('usage.limits')}</h2>
          <ul class="limits">
            {inReadingOrder(usage.limits).map((limit) => (
              <LimitMeter key={limit.name} limit={limit} />
            ))}
          </ul>
          <p class="field-hint">{t('usage.planHint')}</p>
          <h2 class="section-title">{t('usage.days')}</h2>
          <div class="usage-charts">
            {(['rows', 'submissions'] as const).map((key) => (
              <figure key={key} class="card usage-chart">
                <figcaption class="usage-chart-head">
                  <span class="strong">{t(`usage.${key}`)}</span>
                  <span class="muted small">{t('usage.total', { total: number.format(total(key)) })}</span>
                </figcaption>
                <DailyChart days={usage.daily} figure={key} title={t(`usage.${key}`)} />
              </figure>
            ))}
          </div>
          <DailyTable days={usage.daily} />
        </>
      )}
    </section>
  );
}
