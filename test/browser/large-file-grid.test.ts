/**
 * The review grid over a file of a million rows: it scrolls anywhere in it and moves from the
 * keyboard to its last row while the page holds a few dozen rows in the DOM and asks the server
 * only for the pages around what it shows.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAndTransform } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

const ROWS = 1_000_000;
let server: ImporterServer;
let browser: Browser;
let dir = '';
let transformationId = '';

async function writeLargeCsv(file: string) {
  const out = createWriteStream(file);
  out.write('E-mail,Name,City\n');
  for (let i = 1; i <= ROWS; i++) {
    if (!out.write(`person${i}@example.com,Person ${i},City ${i % 97}\n`)) {
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-large-'));
  const file = path.join(dir, 'million.csv');
  await writeLargeCsv(file);
  const token = (await server.senderToken('shop-large')).access_token;
  const created = await uploadAndTransform(server.t, token, 'contacts', await readFile(file));
  transformationId = created.transformation_id;
}, 600_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

/** Row numbers shown in the grid (its row headers), once the view has settled with every row loaded. */
async function shownRows(page: Page): Promise<number[]> {
  let previous = '';
  for (let attempt = 0; attempt < 200; attempt++) {
    await page.waitForTimeout(100);
    const texts = await page.locator('[data-testid="grid"] .grid-body [role="rowheader"]').allTextContents();
    const joined = texts.join(',');
    if (texts.length > 0 && texts.every((text) => /^\d+$/.test(text)) && joined === previous)
      return texts.map(Number);
    previous = joined;
  }
  throw new Error(`The grid never settled: ${previous}`);
}

describe('the review grid over a million rows', () => {
  it('scrolls anywhere and moves from the keyboard while holding only the rows around its view', async () => {
    const tokens = await server.senderToken('shop-large');
    const page = await browser.context.newPage();
    const pagesAsked: string[] = [];
    page.on('request', (request) => {
      if (/\/data\?/.test(request.url())) pagesAsked.push(request.url());
    });
    await page.addInitScript(
      ([tokensJson, id]) => {
        const storage = (globalThis as any).sessionStorage;
        storage.setItem('ferry.tokens.acme', tokensJson);
        storage.setItem('ferry.transformation.acme.contacts', id);
      },
      [JSON.stringify(tokens), transformationId] as const,
    );
    await page.goto(`${server.url}/import/acme/contacts`);
    const grid = page.locator('[data-testid="grid"]');
    await grid.waitFor();
    expect(await shownRows(page)).toContain(1);
    expect(await grid.getAttribute('aria-rowcount')).toBe(String(ROWS + 1));

    // The scrollbar dragged to the middle, then to the end.
    await grid.evaluate((el: any) => {
      el.scrollTop = el.scrollHeight / 2;
    });
    const middle = await shownRows(page);
    expect(Math.abs(middle[0]! - ROWS / 2)).toBeLessThan(ROWS / 100);
    await grid.evaluate((el: any) => {
      el.scrollTop = el.scrollHeight;
    });
    expect(await shownRows(page)).toContain(ROWS);

    // From the keyboard: back to the first cell, one row down, then to the very last cell.
    await page.locator('[data-testid="grid"] [data-row]').first().focus();
    await page.keyboard.press('Control+Home');
    expect(await shownRows(page)).toContain(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+End');
    await shownRows(page);
    const focused = await page.evaluate(() => {
      const active = (globalThis as any).document.activeElement;
      return {
        row: active.closest('[role="row"]').getAttribute('aria-rowindex'),
        role: active.getAttribute('role'),
      };
    });
    expect(focused).toEqual({ row: String(ROWS + 1), role: 'gridcell' });

    // F2 opens the editor on the last cell, Escape leaves it unchanged with the focus back on the cell.
    const edits: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') edits.push(request.url());
    });
    await page.keyboard.press('F2');
    await page.locator('.cell-input').waitFor();
    await page.keyboard.type('changed');
    await page.keyboard.press('Escape');
    await page.locator('.cell-input').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.getAttribute('role'))).toBe(
      'gridcell',
    );
    expect(edits).toEqual([]);

    const rowsInDom = await page.locator('[data-testid="grid"] .grid-body .grid-row').count();
    expect(rowsInDom).toBeLessThan(40);
    // Pages of 100 rows: what was asked is a sliver of the file, not the file.
    expect(pagesAsked.length).toBeLessThan(60);
  }, 180_000);
});
