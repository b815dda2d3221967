/** The review grid's arithmetic, without a browser: which rows a scroll position shows, and the bounded page cache. */
import { describe, expect, it } from 'vitest';
import { MAX_PAGES, PAGE_SIZE, PageCache } from '../../web/shared/grid/page-cache.ts';
import { MAX_SCROLL_PX, scrollGeometry } from '../../web/shared/grid/scroll-geometry.ts';

describe('scrollGeometry', () => {
  it('maps pixels to rows exactly while the file fits the scroll range', () => {
    expect(scrollGeometry(1000, 48, 480, 0)).toMatchObject({
      first: 0,
      offset: 0,
      visible: 11,
      scrollHeight: 48_000,
    });
    expect(scrollGeometry(1000, 48, 480, 48 * 10 + 12)).toMatchObject({ first: 10, offset: 12 });
  });

  it('scales a million rows into a range every browser can scroll, reaching both ends', () => {
    const total = 1_000_000;
    const top = scrollGeometry(total, 48, 480, 0);
    expect(top.scrollHeight).toBe(MAX_SCROLL_PX);
    const bottom = scrollGeometry(total, 48, 480, MAX_SCROLL_PX - 480);
    expect(bottom.first + bottom.visible).toBeGreaterThanOrEqual(total);
    const middle = scrollGeometry(total, 48, 480, (MAX_SCROLL_PX - 480) / 2);
    expect(Math.abs(middle.first - total / 2)).toBeLessThan(10);
    const back = scrollGeometry.topFor(total, 48, 480, 123_456);
    expect(scrollGeometry(total, 48, 480, back).first).toBe(123_456);
  });
});

describe('PageCache', () => {
  const rows = (page: number) =>
    Array.from({ length: PAGE_SIZE }, (_, i) => ({
      row: (page - 1) * PAGE_SIZE + i + 1,
      data: {},
      violations: [],
    }));

  it('fetches only the pages asked for, once, and keeps at most MAX_PAGES', async () => {
    const asked: number[] = [];
    const cache = new PageCache(
      async (page, perPage) => {
        asked.push(page);
        return {
          total_pages: 10_000,
          current_page: page,
          total_items: 1_000_000,
          items_per_page: perPage,
          rows: rows(page),
        };
      },
      () => {},
      (error) => {
        throw error;
      },
    );
    await cache.ready(0, 250);
    await cache.ready(0, 250);
    expect(asked).toEqual([1, 2, 3]);
    expect(cache.row(250)?.row).toBe(251);
    for (let start = 0; start < 50 * PAGE_SIZE; start += PAGE_SIZE) await cache.ready(start, start);
    expect(cache.size).toBe(MAX_PAGES);
    expect(cache.row(0)).toBeUndefined();
    expect(cache.row(49 * PAGE_SIZE)?.row).toBe(49 * PAGE_SIZE + 1);
  });

  it('drops an answer that arrives after the pages were cleared', async () => {
    let release: () => void = () => {};
    const cache = new PageCache(
      (page, perPage) =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              total_pages: 1,
              current_page: page,
              total_items: 1,
              items_per_page: perPage,
              rows: rows(page),
            });
        }),
      () => {},
      () => {},
    );
    cache.want(0, 0);
    cache.clear();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.row(0)).toBeUndefined();
  });
});
