/**
 * The grid's column widths: fitted to their text (header, values, messages) within bounds, and
 * changed by the reader by dragging the edge of a column's header (double-click: fit again).
 */
import { h } from '../dom.ts';
import type { GridColumn, GridRow } from './grid-types.ts';

const MIN = 110;
const MAX = 420;
/** Average width of a character of the grid's text, and of a header's (capitals, spaced). */
const CHAR = 7.6;
const HEADER_CHAR = 8.6;
/** The cell's padding and border. */
const PADDING = 30;

/** The width that shows the longest of `texts` whole, within bounds. */
export function fitWidth(texts: string[], header: boolean): number {
  const longest = texts.reduce((most, text) => Math.max(most, [...text].length), 0);
  return Math.round(Math.min(MAX, Math.max(MIN, longest * (header ? HEADER_CHAR : CHAR) + PADDING)));
}

/** The width of `column` fitted to its header and the given rows' values and messages. */
export function columnFit(column: GridColumn, rows: GridRow[]): number {
  const texts = rows.map((r) => r.data[`#(${column.technical_name})`] ?? '');
  const messages = rows.flatMap((r) => r.violations.filter((v) => v.column === column.technical_name));
  return Math.max(
    fitWidth([column.pretty_name], true),
    fitWidth(texts, false),
    // A message is shown smaller; past the widest column it is read on hover, focus or below.
    fitWidth(
      messages.map((v) => v.message.slice(0, 40)),
      false,
    ) * 0.8,
  );
}

/** The drag handle at the right edge of a column header. */
export function columnResizer(
  label: string,
  width: { start(): number; move(width: number): void },
): HTMLElement {
  const handle = h('div', {
    class: 'col-resize',
    role: 'separator',
    'aria-orientation': 'vertical',
    'aria-label': label,
    title: label,
  });
  handle.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    event.stopPropagation();
    const x0 = event.clientX;
    const w0 = width.start();
    handle.setPointerCapture(event.pointerId);
    const onMove = (e: PointerEvent) => width.move(Math.max(MIN / 2, Math.round(w0 + e.clientX - x0)));
    const onUp = () => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
    };
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
  });
  // A click on the handle must not activate a cell.
  handle.addEventListener('click', (event) => event.stopPropagation());
  return handle;
}
