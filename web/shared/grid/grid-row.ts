/**
 * One row of the grid: its row header (the row's line in the file, marked when the whole row
 * has a problem) and a cell per visible column, each with its value and, under it, its first
 * error's message. Only the active cell is in the tab order (roving tabindex).
 */
import { h } from '../dom.ts';
import type { GridColumn, GridLabels, GridRow } from './grid-types.ts';
import type { LineNumbers } from './line-numbers.ts';

/** `index`: 0-based position under the current filter; `row`: undefined while its page loads. */
export function gridRow(
  index: number,
  row: GridRow | undefined,
  columns: GridColumn[],
  active: { row: number; col: number },
  labels: GridLabels,
  lines: LineNumbers,
): HTMLElement {
  const cells = columns.map((column, c) => {
    const violations = row?.violations.filter((v) => v.column === column.technical_name) ?? [];
    const value = row?.data[`#(${column.technical_name})`] ?? '';
    const isActive = index === active.row && c + 1 === active.col;
    return h(
      'div',
      {
        class: `grid-cell${violations.length ? ' invalid' : ''}${isActive ? ' active' : ''}`,
        role: 'gridcell',
        'aria-colindex': String(c + 2),
        'aria-invalid': violations.length ? 'true' : null,
        'aria-readonly': row ? null : 'true',
        tabindex: isActive ? '0' : '-1',
        'data-row': String(index),
        'data-col': String(c + 1),
        title: violations.map((v) => v.message).join('\n') || null,
      },
      h('span', { class: 'cell-value', text: row ? value : '' }),
      violations[0] && h('span', { class: 'cell-error', text: violations[0].message }),
    );
  });
  const rowError = row?.violations.find((v) => v.column === '');
  const numberActive = index === active.row && active.col === 0;
  return h(
    'div',
    {
      class: `grid-row${row ? '' : ' loading'}${row?.violations.length ? ' has-errors' : ''}`,
      role: 'row',
      'aria-rowindex': String(index + 2),
      style: 'grid-template-columns:var(--grid-template)',
    },
    h('div', {
      class: `grid-cell number${rowError ? ' invalid' : ''}${numberActive ? ' active' : ''}`,
      role: 'rowheader',
      'aria-colindex': '1',
      tabindex: numberActive ? '0' : '-1',
      'data-row': String(index),
      'data-col': '0',
      title: rowError ? `${labels.rowError} ${rowError.message}` : null,
      text: row ? String(lines.of(row.row)) : '…',
    }),
    cells,
  );
}
