/**
 * The preview of the output file: the text the format test renders (CSV, XML, JSON, Twig), or for
 * XLSX the worksheet read back into a table with the sample file to download; the problems in
 * sentences; the network or the plan when the test could not run.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../../../../shared/api.ts';
import { explain } from '../../../errors.ts';
import { t } from '../../../i18n.ts';
import { RetryNotice } from '../../../ui/retry-notice.tsx';
import type { Preview } from './use-format-preview.ts';
import { base64Bytes, readSheet, type Sheet } from './xlsx-sheet.ts';

export function FormatPreview(props: { preview: Preview; onRetry: () => void; fileName: string }) {
  const { preview } = props;
  return (
    <section class="format-preview card" aria-labelledby="format-preview-title">
      <div class="preview-head">
        <h2 id="format-preview-title">{t('format.preview.title')}</h2>
        <span class="muted small" role="status">
          {preview.busy ? t('format.preview.updating') : ''}
        </span>
      </div>
      {preview.failure !== null && <Failure failure={preview.failure} onRetry={props.onRetry} />}
      {preview.problems.length > 0 && (
        <div class="notice notice-error preview-problems" aria-live="polite">
          <p class="strong">{t('format.preview.problems', { count: preview.problems.length })}</p>
          <ul>
            {preview.problems.map((problem) => (
              <li key={problem.text}>
                {problem.part
                  ? t('format.preview.inPart', {
                      part: t(`format.custom.${problem.part}`),
                      line: problem.line ?? '?',
                    })
                  : null}
                {problem.part ? problem.message : problem.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.output === null && preview.failure === null && <p class="muted">{t('app.loading')}</p>}
      {preview.output !== null &&
        (preview.output === '' ? (
          preview.problems.length === 0 && <p class="muted preview-empty">{t('format.preview.empty')}</p>
        ) : preview.kind === 'xls' ? (
          <XlsxPreview base64={preview.output} fileName={props.fileName} />
        ) : (
          // Chromium makes a scrolling <pre> reachable by keyboard by itself.
          <figure class="preview-figure">
            <figcaption class="visually-hidden">{t('format.preview.output')}</figcaption>
            <pre class="preview-output" data-testid="format-output">
              {preview.output}
            </pre>
          </figure>
        ))}
    </section>
  );
}

function Failure(props: { failure: unknown; onRetry: () => void }) {
  const { failure } = props;
  if (failure instanceof ApiError && failure.status === 402) {
    return <div class="notice notice-info">{t('format.preview.upgrade')}</div>;
  }
  return <RetryNotice problem={explain(failure)} onRetry={props.onRetry} />;
}

function XlsxPreview(props: { base64: string; fileName: string }) {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [href, setHref] = useState('');
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    let current = true;
    readSheet(props.base64).then(
      (read) => {
        if (!current) return;
        setSheet(read);
        setUnreadable(false);
      },
      () => current && setUnreadable(true),
    );
    const url = URL.createObjectURL(
      new Blob([base64Bytes(props.base64)], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    setHref(url);
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [props.base64]);
  return (
    <div class="xlsx-preview">
      <div class="xlsx-head">
        <span class="sheet-tab">{sheet?.name ?? ''}</span>
        <a class="button small" href={href} download={props.fileName}>
          {t('format.preview.download')}
        </a>
      </div>
      {unreadable && <p class="muted">{t('format.preview.xlsxUnreadable')}</p>}
      {sheet && (
        <div class="xlsx-grid-wrap">
          <table class="xlsx-grid" aria-label={t('format.preview.sheet', { name: sheet.name })}>
            <tbody>
              {sheet.rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row">{r + 1}</th>
                  {row.map((cell, c) => (
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
