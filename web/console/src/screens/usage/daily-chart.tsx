/**
 * A bar chart of one figure per day, drawn by hand: the bars in an SVG stretched to the width, the
 * axis labels in HTML beside it so that they stay readable on a phone (text inside a stretched
 * SVG would be squeezed). Screen readers get one sentence (total and busiest day) from the SVG's
 * label, and every day in the table below the charts.
 */
import { locale, t } from '../../i18n.ts';
import type { Usage } from './usage.tsx';

type Day = Usage['daily'][number];

/** Days labelled under the axis: the first, every week back from today, and today. */
const LABEL_EVERY = 7;

/** The smallest "round" number (1, 2, 5 × 10^n) at or above the highest bar. */
function roundCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function dayLabel(date: string, style: 'short' | 'long' = 'short'): string {
  // The day is a UTC date: shown as that date wherever the reader is.
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    ...(style === 'long' ? { weekday: 'long' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function DailyChart(props: { days: Day[]; figure: 'rows' | 'submissions'; title: string }) {
  const { days, figure } = props;
  const number = new Intl.NumberFormat(locale);
  const values = days.map((day) => day[figure]);
  const highest = Math.max(0, ...values);
  const top = roundCeiling(highest);
  const total = values.reduce((sum, value) => sum + value, 0);
  const peak = days[values.indexOf(highest)];
  const from = days[0] ? dayLabel(days[0].date) : '';
  const to = days.at(-1) ? dayLabel(days.at(-1)!.date) : '';
  const summary =
    total === 0
      ? t('usage.chartEmpty', { what: props.title, from, to })
      : t('usage.chartSummary', {
          what: props.title,
          from,
          to,
          total: number.format(total),
          peakDay: dayLabel(peak!.date),
          peak: number.format(highest),
        });
  const n = days.length || 1;
  const labelled = days
    .map((day, index) => ({ day, index }))
    .filter(({ index }) => (n - 1 - index) % LABEL_EVERY === 0);

  return (
    <div class="chart">
      <div class="chart-y" aria-hidden="true">
        <span class="chart-y-label" style={{ top: '0%' }}>
          {number.format(top)}
        </span>
        {/* Counts are whole: no middle mark when half the top is not one. */}
        {top % 2 === 0 && (
          <span class="chart-y-label" style={{ top: '50%' }}>
            {number.format(top / 2)}
          </span>
        )}
        <span class="chart-y-label" style={{ top: '100%' }}>
          0
        </span>
      </div>
      <div class="chart-plot">
        <svg
          class="chart-svg"
          viewBox={`0 0 ${n} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          data-figure={figure}
        >
          {(top % 2 === 0 ? [0, 50, 100] : [0, 100]).map((y) => (
            <line key={y} class="chart-grid" x1={0} x2={n} y1={y} y2={y} vector-effect="non-scaling-stroke" />
          ))}
          {days.map((day, index) => {
            const height = (day[figure] / top) * 100;
            return (
              <rect
                key={day.date}
                class={`chart-bar${index === n - 1 ? ' chart-bar-today' : ''}`}
                x={index + 0.18}
                width={0.64}
                y={100 - height}
                height={height}
                data-date={day.date}
                data-value={day[figure]}
              >
                <title>{`${dayLabel(day.date, 'long')} · ${number.format(day[figure])}`}</title>
              </rect>
            );
          })}
        </svg>
        <div class="chart-x" aria-hidden="true">
          {labelled.map(({ day, index }) => (
            <span key={day.date} class="chart-x-label" style={{ left: `${((index + 0.5) / n) * 100}%` }}>
              {dayLabel(day.date)}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
