/**
 * Counts the distinct texts of a stream of cells in bounded memory. Every value is counted exactly
 * while the tally holds at most `maxValues` values of at most `maxChars` characters in all; past
 * that, it keeps the most frequent ones by the Space-Saving rule (Metwally et al., 2005): a new
 * value takes the place of the least counted one and inherits its count. Any value more frequent
 * than cells/maxValues is then still held, and its true count lies between its own cells since it
 * was last taken in and that plus the count it inherited, so the top of the list stays right on a
 * file of any size. Values are reported by the lower bound: a column of unique values past the
 * limits lists them once each, not with the counts they inherited.
 */

/** One value held, with its count and where it sits in the heap. */
interface Entry {
  value: string;
  count: number;
  /** Part of `count` inherited from the value it replaced: 0 while counts are exact. */
  overcount: number;
  at: number;
}

/** A value and its count, as the tally reports it. */
export interface TalliedValue {
  value: string;
  /** Cells counted for it: its true count, or at least this many when `overcount` > 0. */
  count: number;
  /** How many more cells it may have: 0 when `count` is exact. */
  overcount: number;
}

export class ValueTally {
  private readonly byValue = new Map<string, Entry>();
  /** Min-heap by count, built only once the tally is full (until then counts need no order). */
  private heap: Entry[] | null = null;
  private chars = 0;
  /** Non-blank cells counted. */
  cells = 0;
  /** Whether some value was ever dropped to make room: counts and the distinct count are then bounds. */
  evicted = false;

  constructor(
    private readonly maxValues: number,
    private readonly maxChars: number,
  ) {}

  add(value: string): void {
    this.cells++;
    const held = this.byValue.get(value);
    if (held !== undefined) {
      held.count++;
      if (this.heap !== null) this.siftDown(held.at);
      return;
    }
    if (value.length > this.maxChars) {
      // Too long to ever be held: counted in `cells`, listed nowhere.
      this.evicted = true;
      return;
    }
    if (this.byValue.size < this.maxValues && this.chars + value.length <= this.maxChars) {
      this.hold({ value, count: 1, overcount: 0, at: -1 });
      return;
    }
    this.evictFor(value);
  }

  /** Distinct values held (every distinct value seen, while nothing was evicted). */
  get size(): number {
    return this.byValue.size;
  }

  /** The `limit` most counted values, by their sure count, then their possible count, then their text. */
  top(limit: number): TalliedValue[] {
    const sure = (e: Entry) => e.count - e.overcount;
    return [...this.byValue.values()]
      .sort(
        (a, b) =>
          sure(b) - sure(a) || b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
      )
      .slice(0, limit)
      .map((e) => ({ value: e.value, count: sure(e), overcount: e.overcount }));
  }

  private hold(entry: Entry): void {
    this.byValue.set(entry.value, entry);
    this.chars += entry.value.length;
  }

  /** Space-Saving: the least counted values make room, the newcomer inherits the last one's count. */
  private evictFor(value: string): void {
    this.evicted = true;
    const heap = this.heapOf();
    let floor = 0;
    do {
      const least = heap[0]!;
      floor = least.count;
      this.byValue.delete(least.value);
      this.chars -= least.value.length;
      const last = heap.pop()!;
      if (heap.length > 0 && last !== least) {
        heap[0] = last;
        last.at = 0;
        this.siftDown(0);
      }
    } while (heap.length > 0 && this.chars + value.length > this.maxChars);
    const entry: Entry = { value, count: floor + 1, overcount: floor, at: heap.length };
    this.hold(entry);
    heap.push(entry);
    this.siftUp(entry.at);
  }

  private heapOf(): Entry[] {
    if (this.heap !== null) return this.heap;
    const heap = [...this.byValue.values()].sort((a, b) => a.count - b.count);
    heap.forEach((e, i) => {
      e.at = i;
    });
    this.heap = heap;
    return heap;
  }

  private siftDown(i: number): void {
    const heap = this.heap!;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && heap[left]!.count < heap[least]!.count) least = left;
      if (right < heap.length && heap[right]!.count < heap[least]!.count) least = right;
      if (least === i) return;
      this.swap(i, least);
      i = least;
    }
  }

  private siftUp(i: number): void {
    const heap = this.heap!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.count <= heap[i]!.count) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private swap(i: number, j: number): void {
    const heap = this.heap!;
    const a = heap[i]!;
    const b = heap[j]!;
    heap[i] = b;
    heap[j] = a;
    a.at = j;
    b.at = i;
  }
}
