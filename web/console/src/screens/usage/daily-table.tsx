/** The days of the charts as a table, folded under a disclosure: the same figures, for every reader. */
import { locale, t } from '../../i18n.ts';
import { dayLabel } from './daily-chart.tsx';
import type { Usage } from './usage.tsx';

export function DailyTable(props: { days: Usage['daily'] }) {
  const number = new Intl.NumberFormat(locale);
  return (
    <details class="usage-table">
      <summary>{t('usage.table')}</summary>
      <div class="card table-card">
        <table class="table">
          <caption class="visually-hidden">{t('usage.days')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('usage.col.date')}</th>
              <th scope="col" class="numeric">
                {t('usage.col.rows')}
              </th>
              <th scope="col" class="numeric">
                {t('usage.col.submissions')}
              </th>
              <th scope="col" class="numeric">
                {t('usage.col.errors')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...props.days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date, 'long')}</th>
                <td class="numeric">{number.format(day.rows)}</td>
                <td class="numeric">{number.format(day.submissions)}</td>
                <td class="numeric">{number.format(day.errors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
