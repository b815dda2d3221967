/**
 * The error report as a table: rows in error grouped by column, then by rule, with their counts
 * and the first values in error. The counts per column come from the transformation's errors
 * route; the rules and examples from the error report (read here up to a size, else offered as a
 * download only).
 */
import { useEffect, useState } from 'preact/hooks';
import { explain } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { api, request } from '../../session.ts';
import { type ErrorCounts, type ErrorGroup, formatNumber, groupErrors } from './model.ts';

/** Larger reports are not read in the browser: the table then shows the counts per column only. */
const READ_LIMIT = 8 * 1024 * 1024;

export function ErrorTable(props: {
  transformationId: string | null;
  reportUrl: string | null;
  rowsInError: number;
}) {
  const [counts, setCounts] = useState<ErrorCounts | null>(null);
  const [groups, setGroups] = useState<ErrorGroup[] | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    if (props.transformationId)
      request<ErrorCounts>('GET', `/transformation/${props.transformationId}/errors`).then(
        (answer) => current && setCounts(answer),
        () => undefined,
      );
    if (props.reportUrl)
      api.download(new URL(props.reportUrl, location.href).pathname).then(
        async (blob) => {
          if (!current) return;
          if (blob.size > READ_LIMIT) setTooLarge(true);
          else setGroups(groupErrors(await blob.text()));
        },
        (error) => current && setProblem(t('activity.errorsUnavailable', { reason: explain(error) })),
      );
    return () => {
      current = false;
    };
  }, [props.transformationId, props.reportUrl]);

  const byColumn = new Map<string, ErrorGroup[]>();
  for (const group of groups ?? [])
    byColumn.set(group.column, [...(byColumn.get(group.column) ?? []), group]);
  const columnCount = (column: string) =>
    counts?.columns.find((entry) => entry.technical_name === column)?.rows_in_error ?? null;
  const total = counts?.rows_in_error ?? props.rowsInError;

  return (
    <section class="card activity-card activity-errors" aria-labelledby="activity-errors">
      <h2 id="activity-errors">{t('activity.errors')}</h2>
      {total === 0 ? (
        <p class="muted">{t('activity.errorsNone')}</p>
      ) : (
        <p>{t('activity.errorsIntro', { rows: total })}</p>
      )}
      {problem && <p class="muted small">{problem}</p>}
      {tooLarge && <p class="muted small">{t('activity.errorsColumnsOnly')}</p>}
      {groups && groups.length > 0 && (
        <div class="table-scroll">
          <table class="table activity-error-table">
            <caption class="visually-hidden">{t('activity.errors')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('activity.errorsColumn')}</th>
                <th scope="col">{t('activity.errorsRule')}</th>
                <th scope="col" class="numeric">
                  {t('activity.errorsCount')}
                </th>
                <th scope="col" class="wide-only">
                  {t('activity.errorsExamples')}
                </th>
              </tr>
            </thead>
            {[...byColumn].map(([column, rules]) => (
              <tbody key={column}>
                {rules.map((group, index) => (
                  <tr key={group.rule}>
                    {index === 0 && (
                      <th scope="rowgroup" rowSpan={rules.length} class="activity-error-column">
                        <code>{column || t('activity.errorsWholeRow')}</code>
                        {columnCount(column) !== null && rules.length > 1 && (
                          <span class="muted small"> ({formatNumber(columnCount(column))})</span>
                        )}
                      </th>
                    )}
                    <td>
                      <span class="strong activity-error-rule">{group.rule}</span>
                      <span class="muted small activity-error-message">{group.message}</span>
                      <span class="narrow-only">
                        <Examples values={group.examples} />
                      </span>
                    </td>
                    <td class="numeric">{formatNumber(group.rows)}</td>
                    <td class="wide-only">
                      <Examples values={group.examples} />
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      {!groups && counts && counts.columns.some((column) => column.rows_in_error > 0) && (
        <table class="table activity-error-table">
          <caption class="visually-hidden">{t('activity.errors')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('activity.errorsColumn')}</th>
              <th scope="col" class="numeric">
                {t('activity.errorsCount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.columns
              .filter((column) => column.rows_in_error > 0)
              .map((column) => (
                <tr key={column.technical_name}>
                  <th scope="row">
                    <code>{column.technical_name}</code>
                  </th>
                  <td class="numeric">{formatNumber(column.rows_in_error)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The first values in error of a group, an empty one said as such. */
function Examples(props: { values: string[] }) {
  return (
    <ul class="activity-examples">
      {props.values.map((value) => (
        <li key={value}>
          {value === '' ? <span class="muted">{t('activity.errorsEmptyValue')}</span> : <code>{value}</code>}
        </li>
      ))}
    </ul>
  );
}
