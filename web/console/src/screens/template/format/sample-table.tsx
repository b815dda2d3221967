/** The sample rows the preview renders, one small table whose cells can be changed. */
import { t } from '../../../i18n.ts';
import type { Column } from '../model.ts';
import type { SampleRow } from './sample-rows.ts';

interface SampleTableProps {
  /** Null while the template's columns load. */
  columns: Column[] | null;
  rows: SampleRow[];
  onChange: (row: number, column: string, value: string) => void;
  onReset: () => void;
  edited: boolean;
}

export function SampleTable(props: SampleTableProps) {
  const { columns, rows } = props;
  return (
    <section class="sample-rows card" aria-labelledby="sample-rows-title">
      <div class="preview-head">
        <div>
          <h2 id="sample-rows-title">{t('format.samples.title')}</h2>
          <p class="muted small">{t('format.samples.intro')}</p>
        </div>
        {props.edited && (
          <button type="button" class="button ghost small" onClick={props.onReset}>
            {t('format.samples.reset')}
          </button>
        )}
      </div>
      {columns === null ? (
        <p class="muted">{t('app.loading')}</p>
      ) : columns.length === 0 ? (
        <p class="empty-state muted">{t('format.samples.noColumns')}</p>
      ) : (
        <div class="sample-table-wrap">
          <table class="sample-table">
            <caption class="visually-hidden">{t('format.samples.title')}</caption>
            <thead>
              <tr>
                <th scope="col" class="row-number">
                  <span class="visually-hidden">{t('format.samples.row')}</span>
                </th>
                {columns.map((column) => (
                  <th key={column.column_id} scope="col">
                    <span class="sample-name">{column.pretty_name}</span>
                    <code class="sample-technical">{column.technical_name}</code>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <th scope="row" class="row-number">
                    {index + 1}
                  </th>
                  {columns.map((column) => (
                    <td key={column.column_id}>
                      <input
                        type="text"
                        spellcheck={false}
                        aria-label={t('format.samples.cell', { column: column.pretty_name, row: index + 1 })}
                        value={row[column.technical_name] ?? ''}
                        onInput={(event) =>
                          props.onChange(
                            index,
                            column.technical_name,
                            (event.target as HTMLInputElement).value,
                          )
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
