/**
 * Jumps of the review grid's scrollbar: to the middle, then to seeded random places, each timed
 * from the new scrollTop to the rows of that place shown, with the moments the grid asked for its
 * pages and got the last of them. Two floors from Node with the same token: pages of other random
 * places fetched before the jumps (cold, as the grid found its own), and the same pages the grid
 * asked for, fetched again after (warm: the server has read them once).
 */
import type { Page } from 'playwright-core';
import { scrollGrid } from './importer-page.ts';

export interface Jump {
  /** First row shown, 0-based. */
  first: number;
  /** Scroll to rows shown (ms). */
  ms: number;
  /** Scroll to the first `GET …/data` sent (ms). */
  askedMs: number;
  /** Scroll to the last page's answer received (ms). */
  answeredMs: number;
  /** Pages the grid asked for. */
  pages: number;
  /** The same pages fetched again, at once, from Node (ms). */
  warmFloorMs: number;
}

export interface JumpResult {
  jumps: Jump[];
  median: number;
  worst: number;
  /** Pages of other places, as many at once as the grid asked for, fetched from Node before the jumps (ms). */
  coldFloor: number[];
  /** One page of another place, alone, fetched from Node before the jumps (ms). */
  coldSingle: number[];
}

const JUMPS = 10;
const PAGE_SIZE = 100;
/** Time left after a jump for the pages fetched around the view to arrive before the next one. */
const SETTLE_MS = 500;

/** A small seeded generator (mulberry32): the same places in every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(pages: number[], fetchPage: (n: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await Promise.all(pages.map(fetchPage));
  return performance.now() - started;
}

export async function measureJumps(
  page: Page,
  rows: number,
  fetchPage: (n: number) => Promise<unknown>,
): Promise<JumpResult> {
  const next = random(20_261_125);
  const lastPage = Math.ceil(rows / PAGE_SIZE);
  const coldFloor: number[] = [];
  const coldSingle: number[] = [];
  for (let i = 0; i < JUMPS; i++) {
    const n = Math.min(lastPage - 1, 1 + Math.floor(next() * lastPage));
    coldFloor.push(await timed([n, n + 1], fetchPage));
    coldSingle.push(await timed([Math.min(lastPage, 1 + Math.floor(next() * lastPage))], fetchPage));
  }

  const sent: { page: number; start: number; end: number }[] = [];
  page.on('requestfinished', (request) => {
    const n = /\/data\?.*\bpage=(\d+)/.exec(request.url())?.[1];
    const timing = request.timing();
    if (n)
      sent.push({ page: Number(n), start: timing.startTime, end: timing.startTime + timing.responseEnd });
  });
  const places = [0.5, ...Array.from({ length: JUMPS - 1 }, () => 0.02 + next() * 0.96)];
  const jumps: Jump[] = [];
  const asked: number[][] = [];
  for (const to of places) {
    sent.length = 0;
    const settled = await scrollGrid(page, { to });
    await page.waitForTimeout(SETTLE_MS);
    // Only the answers that came before the rows showed: the pages around the view may come later.
    const before = sent.filter((s) => s.end <= settled.startedAt + settled.ms);
    jumps.push({
      first: settled.first,
      ms: settled.ms,
      askedMs: Math.min(...sent.map((s) => s.start)) - settled.startedAt,
      answeredMs: Math.max(...before.map((s) => s.end)) - settled.startedAt,
      pages: sent.length,
      warmFloorMs: 0,
    });
    asked.push(sent.map((s) => s.page));
  }
  for (const [i, jump] of jumps.entries()) jump.warmFloorMs = await timed(asked[i]!, fetchPage);
  return {
    jumps,
    median: median(jumps.map((j) => j.ms)),
    worst: Math.max(...jumps.map((j) => j.ms)),
    coldFloor,
    coldSingle,
  };
}
