/**
 * Which rows a scroll position shows. Browsers cap an element's height (Chrome about 33 million
 * pixels, a million rows of 48 px is 48 million), so past MAX_SCROLL_PX the scroll range is
 * scaled: the scrollbar's position is a fraction of the file rather than a pixel offset.
 */

/** Tallest scroll range used: well under every browser's cap. */
export const MAX_SCROLL_PX = 8_000_000;

export interface Geometry {
  /** First row shown (0-based). */
  first: number;
  /** Pixels of the first row above the top edge. */
  offset: number;
  /** Rows that fit in the viewport. */
  visible: number;
  /** Height of the scroll range. */
  scrollHeight: number;
  /** Height of the viewport. */
  viewport: number;
}

export function scrollGeometry(
  total: number,
  rowHeight: number,
  viewport: number,
  scrollTop: number,
): Geometry {
  const view = Math.max(rowHeight, viewport);
  const visible = Math.ceil(view / rowHeight) + 1;
  const exact = total * rowHeight;
  const scrollHeight = Math.min(exact, MAX_SCROLL_PX);
  const range = Math.max(1, scrollHeight - view);
  const maxFirst = Math.max(0, total - Math.floor(view / rowHeight));
  const position =
    exact <= MAX_SCROLL_PX ? scrollTop / rowHeight : (Math.min(scrollTop, range) / range) * maxFirst;
  const first = Math.max(0, Math.min(Math.floor(position), Math.max(0, total - 1)));
  return { first, offset: (position - first) * rowHeight, visible, scrollHeight, viewport: view };
}

/** The scrollTop that puts row `first` at the top. */
scrollGeometry.topFor = (total: number, rowHeight: number, viewport: number, first: number): number => {
  const exact = total * rowHeight;
  if (exact <= MAX_SCROLL_PX) return Math.max(0, first * rowHeight);
  const range = Math.max(1, Math.min(exact, MAX_SCROLL_PX) - viewport);
  const maxFirst = Math.max(1, total - Math.floor(viewport / rowHeight));
  return Math.max(0, Math.min(range, (first / maxFirst) * range));
};
