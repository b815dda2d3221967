/**
 * A grid of a transformation's rows, virtualised (only the rows in view exist in the page, and
 * only their pages are fetched) and following the WAI-ARIA grid pattern: roles, aria-rowcount and
 * aria-rowindex over the whole file, one cell in the tab order (roving tabindex), arrows, Page
 * Up/Down, Home/End, Ctrl+Home/End, Enter or F2 to edit, Escape to cancel. The app gives what it
 * shows: the columns, a page cache over its own page loader, the texts (the importer's review).
 */
import { h, mount } from '../dom.ts';
import { cellEditor } from './cell-editor.ts';
import { columnFit, columnResizer, fitWidth } from './column-width.ts';
import { keyAction } from './grid-keys.ts';
import type { GridOptions } from './grid-options.ts';
import { gridRow } from './grid-row.ts';
import type { GridColumn } from './grid-types.ts';
import { PAGE_SIZE } from './page-cache.ts';
import { scrollGeometry } from './scroll-geometry.ts';
import './grid.css';

/** Height of a row in pixels: the value and, under it, the first error's message. */
export const ROW_HEIGHT = 48;
const HEADER_HEIGHT = 40;
const NUMBER_WIDTH = 72;

export class Grid<Column extends GridColumn = GridColumn> {
  readonly el: HTMLElement;
  private readonly body = h('div', { class: 'grid-body', role: 'rowgroup' });
  private readonly filler = h('div', { class: 'grid-filler', 'aria-hidden': 'true' });
  private readonly header: HTMLElement;
  private active = { row: 0, col: 1 };
  private editing = false;
  private first = 0;
  private fetchTimer = 0;
  /** Counts the calls of `fetchAround`: a margin asked for by an older one is not fetched. */
  private fetchRequest = 0;
  /** A jump's rows in view are on their way; its margin is asked for once they are here. */
  private jumpPending = false;
  /** When the view last moved (ms), to tell a jump from a drag. */
  private lastMove = 0;
  private readonly widths: number[];
  /** Whether the columns were fitted to the first rows' content (once: they must not jump later). */
  private fitted = false;
  /** Columns the reader resized: their width is theirs, never fitted again. */
  private readonly resized = new Set<number>();

  constructor(private readonly options: GridOptions<Column>) {
    const { labels, columns } = options;
    this.widths = columns.map((c) => fitWidth([c.pretty_name], true));
    this.header = h(
      'div',
      {
        class: 'grid-row grid-header',
        role: 'row',
        'aria-rowindex': '1',
        style: 'grid-template-columns:var(--grid-template)',
      },
      h('div', {
        class: 'grid-cell number',
        role: 'columnheader',
        'aria-colindex': '1',
        text: options.lines.title,
      }),
      columns.map((c, i) =>
        h(
          'div',
          {
            class: 'grid-cell',
            role: 'columnheader',
            'aria-colindex': String(i + 2),
            title: c.description ?? '',
          },
          h('span', { class: 'ellipsis', text: c.pretty_name }),
          columnResizer(labels.resize(c.pretty_name), {
            start: () => this.widths[i]!,
            move: (width) => {
              this.resized.add(i);
              this.widths[i] = width;
              this.applyWidths();
            },
          }),
        ),
      ),
    );
    this.el = h(
      'div',
      {
        class: 'grid',
        role: 'grid',
        'aria-label': labels.grid,
        'aria-colcount': String(columns.length + 1),
        'data-testid': 'grid',
      },
      this.header,
      h('div', { class: 'grid-window' }, this.body),
      this.filler,
    );
    this.el.addEventListener('scroll', () => this.render());
    this.el.addEventListener('keydown', (event) => this.onKey(event));
    this.el.addEventListener('click', (event) => {
      const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-col]');
      if (!cell) return;
      this.activate(Number(cell.dataset.row), Number(cell.dataset.col), true);
    });
    this.el.addEventListener('dblclick', () => this.edit());
    new ResizeObserver(() => this.render()).observe(this.el);
    // The line under the grid follows the cell that has the focus, however it got there.
    this.el.addEventListener('focusin', () => this.announceActive());
    this.applyWidths();
  }

  /**
   * The columns' widths on every row. The last column takes what is left of the grid's width, so
   * a grid narrower than the card leaves no empty band on its right.
   */
  private applyWidths(): void {
    const tracks = this.widths.map((w, i) =>
      i === this.widths.length - 1 ? `minmax(${w}px, 1fr)` : `${w}px`,
    );
    this.el.style.setProperty('--grid-template', `${NUMBER_WIDTH}px ${tracks.join(' ')}`);
  }

  /** Widens each column to its header and the first rows' values and messages, once they are here. */
  private fitColumns(): void {
    const { cache, columns } = this.options;
    const rows = Array.from({ length: Math.min(this.total, PAGE_SIZE) }, (_, i) => cache.row(i)).filter(
      (r) => r !== undefined,
    );
    if (rows.length === 0) return;
    this.fitted = true;
    columns.forEach((c, i) => {
      if (!this.resized.has(i)) this.widths[i] = columnFit(c, rows);
    });
    this.applyWidths();
  }

  /** Tells the page which cell is active and what it holds now (after an edit, its new errors). */
  private announceActive(): void {
    const { cache, columns } = this.options;
    this.options.onActive(cache.row(this.active.row), columns[this.active.col - 1]);
  }

  private get total(): number {
    return this.options.cache.total ?? 0;
  }

  private geometry() {
    return scrollGeometry(this.total, ROW_HEIGHT, this.el.clientHeight - HEADER_HEIGHT, this.el.scrollTop);
  }

  /** Draws the rows in view from the cache and asks for the pages missing around them. */
  render(): void {
    if (this.editing) return;
    const g = this.geometry();
    this.el.setAttribute('aria-rowcount', String(this.total + 1));
    this.filler.style.height = `${Math.max(0, g.scrollHeight - g.viewport)}px`;
    // A short file gets a short grid; a long one fills most of the window.
    const tallest = Math.min(window.innerHeight * 0.62, 560);
    this.el.style.height = `${Math.max(HEADER_HEIGHT + 3 * ROW_HEIGHT, Math.min(tallest, HEADER_HEIGHT + this.total * ROW_HEIGHT + 2))}px`;
    const previous = this.first;
    this.first = g.first;
    const hadFocus = this.el.contains(document.activeElement);
    const rows: HTMLElement[] = [];
    for (let i = g.first; i < Math.min(this.total, g.first + g.visible + 1); i++)
      rows.push(this.rowElement(i));
    this.body.style.transform = `translateY(${-g.offset}px)`;
    mount(this.body, rows);
    if (this.total === 0) {
      // Before the first page the file's size is unknown: say so rather than "no rows".
      const { labels, cache } = this.options;
      const message = h('div', {
        role: 'gridcell',
        text: cache.total === null ? labels.loadingRows : labels.empty,
      });
      mount(this.body, h('div', { class: 'grid-empty', role: 'row' }, message));
    }
    if (hadFocus) this.focusActive();
    if (!this.fitted) this.fitColumns();
    // A page that arrived or an edit saved may change the active cell's errors.
    this.announceActive();
    this.fetchAround(g.first, g.visible, g.first - previous);
  }

  /**
   * Asks for the pages in view and a margin around them. The first move after a pause (a jump, a
   * key, a click on the scrollbar) asks at once for the rows in view, and for the margin only once
   * they are here: the server answers a transformation's pages one engine thread each, and a
   * margin page asked at the same time would hold up a page in view. While the scrollbar is
   * dragged, only where it stops (40 ms without moving). The margin reaches a whole page ahead in
   * the direction of the scroll, so steady scrolling finds its next rows already here.
   */
  private fetchAround(first: number, visible: number, moved: number): void {
    const { cache } = this.options;
    const now = performance.now();
    // A render after a page arrived or a resize is not a move.
    const paused = moved !== 0 && now - this.lastMove > 150;
    if (moved !== 0) this.lastMove = now;
    // A render while a jump's rows are on their way leaves its margin waiting for them.
    if (moved === 0 && this.jumpPending) return;
    clearTimeout(this.fetchTimer);
    const request = ++this.fetchRequest;
    this.jumpPending = paused;
    const before = moved < 0 ? PAGE_SIZE : 20;
    const after = moved > 0 ? PAGE_SIZE : 20;
    const margin = () => {
      if (request !== this.fetchRequest) return;
      this.jumpPending = false;
      cache.want(first - before, first + visible + after);
    };
    if (paused) void cache.ready(first, first + visible).then(margin);
    else this.fetchTimer = window.setTimeout(margin, 40);
  }

  private rowElement(index: number): HTMLElement {
    const { columns, cache, labels, lines } = this.options;
    return gridRow(index, cache.row(index), columns, this.active, labels, lines);
  }

  private cellAt(row: number, col: number): HTMLElement | null {
    return this.body.querySelector(`[data-row="${row}"][data-col="${col}"]`);
  }

  private focusActive(): void {
    this.cellAt(this.active.row, this.active.col)?.focus({ preventScroll: true });
  }

  /** Moves the active cell, scrolling it into view. */
  activate(row: number, col: number, focus = true): void {
    const total = this.total;
    if (total === 0) return;
    this.active = {
      row: Math.max(0, Math.min(total - 1, row)),
      col: Math.max(0, Math.min(this.options.columns.length, col)),
    };
    const g = this.geometry();
    const top = this.active.row;
    if (top < g.first + 1 || top >= g.first + g.visible - 1) {
      this.el.scrollTop = scrollGeometry.topFor(
        total,
        ROW_HEIGHT,
        g.viewport,
        top < g.first + 1 ? top : top - g.visible + 2,
      );
    }
    this.render();
    if (focus) this.focusActive();
  }

  /** Fetches the rows in view again (after an edit) and draws them once they are here. */
  async refresh(): Promise<void> {
    const g = this.geometry();
    await this.options.cache.ready(g.first, g.first + g.visible);
    this.render();
  }

  /** Puts the first cell back in the tab order (after a new filter). */
  reset(): void {
    this.active = { row: 0, col: 1 };
    this.el.scrollTop = 0;
    this.render();
  }

  private onKey(event: KeyboardEvent): void {
    if (this.editing) return;
    const action = keyAction(event, this.active, {
      page: Math.max(1, this.geometry().visible - 1),
      rows: this.total,
      columns: this.options.columns.length,
    });
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'move') this.activate(action.row, action.col);
    else this.edit(action.typed);
  }

  /** Opens the editor on the active cell; `typed` replaces its value (typing starts an edit). */
  edit(typed?: string): void {
    const { row, col } = this.active;
    const data = this.options.cache.row(row);
    const column = this.options.columns[col - 1];
    const cell = this.cellAt(row, col);
    if (!data || !column || !cell) return;
    if (this.options.canEdit && !this.options.canEdit()) {
      this.options.onRefused?.();
      return;
    }
    this.editing = true;
    const value = data.data[`#(${column.technical_name})`] ?? '';
    cellEditor(cell, column.pretty_name, typed ?? value, (outcome) => {
      this.editing = false;
      // The next cell is active at once: the save goes on in the background, and a click or a
      // key meanwhile is not overridden when it ends.
      if (outcome.kind === 'next') this.active = { row: Math.min(this.total - 1, row + 1), col };
      if (outcome.kind === 'right')
        this.active = { row, col: Math.min(this.options.columns.length, col + 1) };
      const changed = outcome.kind !== 'cancel' && outcome.value !== value;
      // Shown at once; the page comes back from the server with the cell's new errors.
      if (changed) data.data[`#(${column.technical_name})`] = outcome.value;
      this.render();
      this.focusActive();
      if (changed) void this.options.onEdit(data, column, outcome.value);
    });
  }
}
