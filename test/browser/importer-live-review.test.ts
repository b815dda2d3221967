/**
 * The importer's review of a file still being transformed: the first rows show with a progress
 * bar, the counts and the error filter say how far the file is, editing and sending wait with a
 * sentence saying why; once every row is transformed, the grid holds the whole file and the
 * tools come back. The server's store is one a real engine run had half written
 * (../support/half-written-store.ts): nothing here waits on a race.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadyMark } from '../../src/engine/index.ts';
import { confirmMapping, untilStep, uploadFile } from '../support/flow.ts';
import { backToMatched, halfWrittenStore, transformingIn } from '../support/half-written-store.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { cell } from './support/importer-page.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

const ROWS = 30_000;
let server: ImporterServer;
let browser: Browser;
let dataDir = '';
let transformationId = '';
let automationId = '';
let mark: ReadyMark;
let liveDir = '';

/** Every 41st e-mail is not one. */
function contacts(count: number): string {
  const lines = ['E-mail,Name,City'];
  for (let i = 1; i <= count; i++) {
    lines.push(`${i % 41 === 0 ? `not-an-email-${i}` : `person${i}@example.com`},Person ${i},City ${i % 97}`);
  }
  return `${lines.join('\n')}\n`;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ferry-live-importer-'));
  [server, browser] = await Promise.all([startImporterServer({ dataDir }), launchChromium()]);
  const token = (await server.senderToken('shop-live')).access_token;
  const csv = contacts(ROWS);
  const created = await uploadFile(server.t, token, 'contacts', csv);
  transformationId = created.transformation_id;
  automationId = created.automation_id;
  await untilStep(server.t, token, automationId, ['matched']);
  ({ dir: liveDir, mark } = await halfWrittenStore(server.t, dataDir, transformationId, csv));
  await transformingIn(server.t, transformationId, liveDir, { done: mark.rows, total: ROWS });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the review of a file still being transformed', () => {
  it('shows the first rows and the progress, waits to edit and send, then takes the whole file', async () => {
    const tokens = await server.senderToken('shop-live');
    const page = await browser.context.newPage();
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
    const progress = page.locator('[data-testid="review-progress"]');
    await progress.waitFor();
    const percent = Math.round((mark.rows / ROWS) * 100);
    expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(percent));
    expect(await progress.textContent()).toContain(`${mark.rows.toLocaleString('en-GB')} of 30,000 rows`);
    await page.locator('[data-testid="grid"] [role="rowheader"]', { hasText: /^1$/ }).first().waitFor();
    expect(await grid.getAttribute('aria-rowcount')).toBe(String(mark.rows + 1));
    await page.getByText(`${mark.rows.toLocaleString('en-GB')} rows so far`).waitFor();
    const onlyErrors = page.locator('#filter option[value="*"]');
    expect(await onlyErrors.textContent()).toContain(`(${mark.errors.toLocaleString('en-GB')})`);

    const submit = page.getByRole('button', { name: 'Send' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText('You can send the file once every row is transformed.').waitFor();
    expect(await page.locator('.toolbar').evaluate((el: any) => el.inert)).toBe(true);

    // An edit asked for is refused at once, saying why; nothing is sent.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    const first = cell(page, 1, 1);
    await first.click();
    await first.press('Enter');
    await page.getByText('You can edit once every row of the file is transformed').waitFor();
    expect(await page.locator('.cell-input').count()).toBe(0);
    expect(puts).toEqual([]);

    // The real transform stage runs over the file: the review follows it to the end.
    await backToMatched(server.t, transformationId);
    await confirmMapping(server.t, tokens.access_token, {
      transformation_id: transformationId,
      automation_id: automationId,
    });
    await untilStep(server.t, tokens.access_token, automationId, ['transformed']);
    await page
      .getByText('Every row is transformed: you can now edit and send the file.')
      .waitFor({ timeout: 30_000 });
    expect(await progress.count()).toBe(0);
    expect(await grid.getAttribute('aria-rowcount')).toBe(String(ROWS + 1));
    // The template does not accept rows in error: what holds the sending back now is them, not the transform.
    await page.getByText('Fix the rows in error before sending').waitFor();
    expect(await page.getByText('You can send the file once every row is transformed.').count()).toBe(0);
    expect(await page.locator('.toolbar').evaluate((el: any) => el.inert)).toBe(false);
    expect(await onlyErrors.textContent()).toContain(`(${Math.floor(ROWS / 41).toLocaleString('en-GB')})`);
    await page.close();
  }, 180_000);
});
