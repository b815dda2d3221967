/**
 * Jumps of the review grid's scrollbar: to the middle, then to seeded random places, each timed
 * from the new scrollTop to the rows of that place shown; then the floor of each jump, the same
 * `GET …/data` pages the grid asked for, fetched at once from Node with the same token.
 */
import type { Page } from 'playwright-core';
import { scrollGrid } from './importer-page.ts';

export interface Jump {
  /** First row shown, 0-based. */
  first: number;
  /** Scroll to rows shown (ms). */
  ms: number;
  /** Pages the grid asked for. */
  pages: number;
  /** The same pages fetched at once from Node (ms). */
  floorMs: number;
}

export interface JumpResult {
  jumps: Jump[];
  median: number;
  worst: number;
  floorMedian: number;
  floorWorst: number;
}

const JUMPS = 10;
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureJumps(
  page: Page,
  fetchPage: (n: number) => Promise<unknown>,
): Promise<JumpResult> {
  const next = random(20_261_125);
  let asked: number[] = [];
  page.on('request', (request) => {
    const n = /\/data\?.*\bpage=(\d+)/.exec(request.url())?.[1];
    if (n) asked.push(Number(n));
  });
  const places = [0.5, ...Array.from({ length: JUMPS - 1 }, () => 0.02 + next() * 0.96)];
  const browserJumps: { first: number; ms: number; pages: number[] }[] = [];
  for (const to of places) {
    asked = [];
    const settled = await scrollGrid(page, { to });
    await page.waitForTimeout(SETTLE_MS);
    browserJumps.push({ ...settled, pages: [...new Set(asked)] });
  }
  // The floor after the browser's jumps: the server has read these pages once already.
  const jumps: Jump[] = [];
  for (const jump of browserJumps) {
    const started = performance.now();
    await Promise.all(jump.pages.map(fetchPage));
    jumps.push({
      first: jump.first,
      ms: jump.ms,
      pages: jump.pages.length,
      floorMs: performance.now() - started,
    });
  }
  return {
    jumps,
    median: median(jumps.map((j) => j.ms)),
    worst: Math.max(...jumps.map((j) => j.ms)),
    floorMedian: median(jumps.map((j) => j.floorMs)),
    floorWorst: Math.max(...jumps.map((j) => j.floorMs)),
  };
}
