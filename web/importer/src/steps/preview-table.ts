/** The preview's first rows, numbered as in the file, the header row marked and rows above it dimmed. */
import { h } from '../../../shared/dom.ts';
import type { Translate } from '../i18n/index.ts';
import type { Preview } from '../types.ts';

export function previewTable(t: Translate, preview: Preview): HTMLElement {
  const width = Math.max(preview.headers.length, ...preview.rows.map((r) => r.length), 1);
  const rows = preview.rows.map((cells, i) => {
    const number = i + 1;
    // JSON and XML have no header row (null): every row is data.
    const header = preview.header_row ?? 0;
    const kind = number === header ? 'header-row' : number < header ? 'above-header' : '';
    return h(
      'tr',
      { class: kind },
      h(
        'th',
        { scope: 'row', class: 'row-number' },
        number === preview.header_row
          ? h('span', { class: 'badge', text: t('upload.headerMark') })
          : String(number),
      ),
      Array.from({ length: width }, (_, c) => h('td', { text: cells[c] ?? '' })),
    );
  });
  return h(
    'div',
    { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('upload.previewTitle') },
    h('table', { class: 'preview', 'data-testid': 'preview' }, h('tbody', {}, rows)),
  );
}
