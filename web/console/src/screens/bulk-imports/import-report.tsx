/** The refused lines of a finished import, read from its CSV report into a table. */
import { useEffect, useState } from 'preact/hooks';
import { locale, t } from '../../i18n.ts';
import { api } from '../../session.ts';
import { refusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { type ReportLine, readReport } from './report-csv.ts';
import type { BulkImport } from './types.ts';

/** Lines shown in the page; the downloaded report has every one. */
const SHOWN = 200;

export function ImportReport(props: { entry: BulkImport }) {
  const [report, setReport] = useState<{ lines: ReportLine[]; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    api
      .download(`/bulk-import/${props.entry.import_id}/report`)
      .then((blob) => blob.text())
      .then((text) => readReport(text, SHOWN))
      .then(
        (read) => {
          setReport(read);
          setProblem(null);
        },
        (error) => setProblem(refusal(error)),
      );
  }, [props.entry.import_id, attempt]);

  return (
    <section class="import-report" aria-labelledby="import-report-title">
      <h2 id="import-report-title" class="section-title">
        {t('bulkImports.report')}
      </h2>
      {problem && <RetryNotice problem={problem} onRetry={() => setAttempt(attempt + 1)} />}
      {!report && !problem && <p class="muted">{t('app.loading')}</p>}
      {report && report.total === 0 && <p class="card empty">{t('bulkImports.report.none')}</p>}
      {report && report.total > 0 && (
        <div class="card table-card">
          <table class="table report-table">
            <caption class="visually-hidden">{t('bulkImports.report')}</caption>
            <thead>
              <tr>
                <th scope="col" class="numeric">
                  {t('bulkImports.report.line')}
                </th>
                <th scope="col" class="wide-only">
                  {t('bulkImports.report.field')}
                </th>
                <th scope="col" class="wide-only">
                  {t('bulkImports.report.value')}
                </th>
                <th scope="col">{t('bulkImports.report.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {report.lines.map((line, index) => (
                <tr key={`${line.line}-${line.field}-${index}`}>
                  <td class="numeric">{line.line}</td>
                  <td class="wide-only">
                    {line.field ? <code>{line.field}</code> : <span class="muted">—</span>}
                  </td>
                  <td class="wide-only report-value">{line.value || <span class="muted">—</span>}</td>
                  <td>
                    {line.message}
                    {/* A phone has no room for the field and value columns: they go under the reason. */}
                    {(line.field || line.value) && (
                      <span class="narrow-only muted small report-where">
                        {line.field && <code>{line.field}</code>} {line.value}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.total > report.lines.length && (
            <p class="table-foot muted small">
              {t('bulkImports.report.more', {
                shown: new Intl.NumberFormat(locale).format(report.lines.length),
              })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
