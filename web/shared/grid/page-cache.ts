/**
 * The grid's rows, a page of the server at a time: only the pages around the viewport are
 * fetched, and at most MAX_PAGES are kept (the least recently used go first), so a file of a
 * million rows never sits in the browser. Where the pages come from is the app's: it gives the
 * loader.
 */
import type { GridPage, GridRow } from './grid-types.ts';

/** Rows per request: the most GET …/data gives. */
export const PAGE_SIZE = 100;
/** Pages kept: 2,000 rows, a few screens either side of any viewport. */
export const MAX_PAGES = 20;

/** Fetches page `page` (from 1) of `perPage` rows. */
export type PageLoader = (page: number, perPage: number) => Promise<GridPage>;

export class PageCache {
  private readonly pages = new Map<number, GridRow[]>();
  private readonly loading = new Map<number, Promise<void>>();
  private generation = 0;
  /** Rows under the current filter; null until the first page arrives. */
  total: number | null = null;

  constructor(
    private readonly load: PageLoader,
    private readonly onLoaded: () => void,
    private readonly onFailed: (error: Error) => void,
  ) {}

  /** The row at a 0-based index, or undefined while its page is not here. */
  row(index: number): GridRow | undefined {
    const page = Math.floor(index / PAGE_SIZE) + 1;
    const rows = this.pages.get(page);
    if (!rows) return undefined;
    // Touched: moves to the end of the map's order, which is the eviction order.
    this.pages.delete(page);
    this.pages.set(page, rows);
    return rows[index % PAGE_SIZE];
  }

  /** Fetches the pages holding rows `from` to `to` (0-based, inclusive) that are not here yet. */
  want(from: number, to: number): void {
    const first = Math.floor(Math.max(0, from) / PAGE_SIZE) + 1;
    const last = Math.floor(Math.max(0, to) / PAGE_SIZE) + 1;
    for (let page = first; page <= last; page++) {
      if (this.pages.has(page) || this.loading.has(page)) continue;
      if (this.total !== null && (page - 1) * PAGE_SIZE >= this.total) break;
      this.fetch(page);
    }
  }

  /** Like `want`, resolving once those pages are here (or failed). */
  async ready(from: number, to: number): Promise<void> {
    this.want(from, to);
    await Promise.all([...this.loading.values()]);
  }

  private fetch(page: number): void {
    const generation = this.generation;
    const done = this.load(page, PAGE_SIZE)
      .then((answer) => {
        if (generation !== this.generation) return;
        this.total = answer.total_items;
        this.pages.set(page, answer.rows);
        while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as number);
        this.onLoaded();
      })
      .catch((error: Error) => {
        if (generation === this.generation) this.onFailed(error);
      })
      .finally(() => {
        if (this.loading.get(page) === done) this.loading.delete(page);
      });
    this.loading.set(page, done);
  }

  /**
   * The rows grew to `total` (a file still being transformed): the pages held stay, but a page that
   * was short (the last one) is forgotten, to be fetched again with its new rows.
   */
  grow(total: number): void {
    if (this.total !== null && total < this.total) return;
    this.total = total;
    for (const [page, rows] of this.pages) if (rows.length < PAGE_SIZE) this.pages.delete(page);
  }

  /** Forgets every page (after an edit, or a new filter); answers still on their way are dropped. */
  clear(keepTotal = true): void {
    this.generation += 1;
    this.pages.clear();
    this.loading.clear();
    if (!keepTotal) this.total = null;
  }

  /** Pages held now (tests and the bound). */
  get size(): number {
    return this.pages.size;
  }
}
