/**
 * The importer's page under measurement: headless Debian Chromium with a fresh profile, and what
 * runs inside the page to time it. Times are taken in the page itself (its clock, from the event
 * to the DOM holding the rows, then one animation frame for the paint), not from Node's round trips.
 * Functions given to `evaluate` reach the page's globals through `globalThis as any`: bench code
 * compiles without DOM types.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BenchBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Headless Chromium (playwright passes --headless) on a profile folder of its own, removed on close. */
export async function launchBrowser(): Promise<BenchBrowser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'ferry-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * tsx compiles this file with esbuild's keepNames: the functions sent to `evaluate` call a
 * `__name` helper the page lacks. The page gets a no-op one before its scripts run.
 */
export async function allowCompiledFunctions(page: Page): Promise<void> {
  await page.addInitScript('globalThis.__name = (fn) => fn;');
}

/** What the page's heap holds after a forced collection, and its DOM size. */
export interface HeapSample {
  /** Rows scrolled through before the sample. */
  rowsScrolled: number;
  usedMb: number;
  domNodes: number;
}

/** Forces a full collection through the DevTools protocol, then reads the heap and the DOM node count. */
export async function heapSample(cdp: CDPSession, rowsScrolled: number): Promise<HeapSample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const nodes = metrics.find((m) => m.name === 'Nodes')?.value ?? 0;
  return { rowsScrolled, usedMb: usage.usedSize / 2 ** 20, domNodes: nodes };
}

/**
 * Installed before the confirmation: stamps (epoch ms, the page's clock) the click on the confirm
 * button and the first moment the grid holds a row with its data, then the frame after it.
 */
export async function watchFirstRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const g = globalThis as any;
    const now = () => g.performance.timeOrigin + g.performance.now();
    const stamps: Record<string, number> = {};
    g.__benchStamps = stamps;
    g.document.addEventListener(
      'click',
      () => {
        stamps.clicked ??= now();
      },
      { capture: true },
    );
    const observer = new g.MutationObserver(() => {
      if (!g.document.querySelector('[data-testid="grid"] .grid-body .grid-row:not(.loading)')) return;
      observer.disconnect();
      stamps.rowsInDom = now();
      g.requestAnimationFrame(() => {
        stamps.painted = now();
      });
    });
    observer.observe(g.document.body, { childList: true, subtree: true });
  });
}

export async function firstRowStamps(
  page: Page,
): Promise<{ clicked: number; rowsInDom: number; painted: number }> {
  await page.waitForFunction(() => (globalThis as any).__benchStamps?.painted, undefined, {
    timeout: 600_000,
  });
  return page.evaluate(() => (globalThis as any).__benchStamps);
}

/** How a scroll of the grid ended: how long until its rows showed, and where it stands. */
export interface Settled {
  /** Time from the scroll to every row in view holding its data (ms), then one frame. */
  ms: number;
  /** First row in view, 0-based. */
  first: number;
  /** When the scroll was made (epoch ms, the page's clock). */
  startedAt: number;
}

/**
 * Moves the grid's scrollbar (`scrollTop`, as a drag or a wheel does) and waits, in the page, until
 * the first row in view has changed and no row in view is still a placeholder.
 * `to` is a fraction of the scroll range (a jump) or, with `byRows`, rows to move down.
 */
export function scrollGrid(page: Page, move: { to?: number; byRows?: number }): Promise<Settled> {
  return page.evaluate(
    ({ to, byRows }) =>
      new Promise((resolve, reject) => {
        const g = globalThis as any;
        const grid = g.document.querySelector('[data-testid="grid"]');
        const firstIndex = () =>
          Number(grid.querySelector('.grid-body .grid-row')?.getAttribute('aria-rowindex') ?? 0) - 2;
        const total = Number(grid.getAttribute('aria-rowcount')) - 1;
        const before = firstIndex();
        const range = grid.scrollHeight - grid.clientHeight;
        const started = g.performance.now();
        const settled = () => {
          const rows = grid.querySelectorAll('.grid-body .grid-row');
          return (
            rows.length > 0 && firstIndex() !== before && !grid.querySelector('.grid-body .grid-row.loading')
          );
        };
        let done = false;
        const finish = () => {
          if (done || !settled()) return;
          done = true;
          observer.disconnect();
          clearTimeout(timer);
          g.requestAnimationFrame(() =>
            resolve({
              ms: g.performance.now() - started,
              first: firstIndex(),
              startedAt: g.performance.timeOrigin + started,
            }),
          );
        };
        const observer = new g.MutationObserver(finish);
        observer.observe(grid, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['class'],
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the grid did not settle after a scroll from row ${before}`));
        }, 60_000);
        // Rows per pixel of the scroll range: past the browsers' height cap the range is scaled.
        grid.scrollTop =
          to !== undefined ? to * range : grid.scrollTop + Math.max(1, ((byRows ?? 0) * range) / total);
      }),
    move,
  );
}
