/**
 * The end of the importer: a duplicate made by an edit shown at once, a submission refused because
 * the receiver tightened the template during the review (409, explained, back to the review with
 * the rows in error), and a submission with rows in error on a template
 * that accepts them, whose error report the sender downloads with their token.
 */
import { readFile, rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type SenderFiles, writeSenderFiles } from './support/files.ts';
import { cell, confirmMapping, editCell, pickFile, sendFile } from './support/importer-page.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let files: SenderFiles;

beforeAll(async () => {
  [server, browser, files] = await Promise.all([startImporterServer(), launchChromium(), writeSenderFiles()]);
  await createImporterTemplate(server.t, server.owner, 'lenient', {
    name: 'Lenient contacts',
    accept_errors: true,
  });
  await createImporterTemplate(server.t, server.owner, 'tightened', { name: 'Tightened contacts' });
}, 120_000);
afterAll(async () => {
  if (files) await rm(files.dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

async function openMapped(externalId: string, handle: string): Promise<Page> {
  const tokens = await server.senderToken(externalId, ['contacts', 'lenient', 'tightened']);
  const page = await browser.context.newPage();
  await page.addInitScript(
    (value) => (globalThis as any).sessionStorage.setItem('ferry.tokens.acme', value),
    JSON.stringify(tokens),
  );
  await page.goto(`${server.url}/import/acme/${handle}`);
  await pickFile(page, files.csv);
  await sendFile(page);
  const unmapped = page.locator('select[id^="map-"][aria-invalid="true"]');
  if (await unmapped.count()) await unmapped.selectOption('Nom');
  const mapping = page.locator('[data-testid="mapping"]');
  await mapping.getByLabel('Allemagne').selectOption('DE');
  await mapping.getByLabel('Espagne').selectOption('ES');
  await confirmMapping(page);
  return page;
}

describe('submitting from the importer', () => {
  it('shows a duplicate made by an edit at once, and explains a refusal, back to the review with the rows in error', async () => {
    const page = await openMapped('shop-refused', 'tightened');
    // A duplicate of the first row's e-mail is marked on both rows as soon as it is saved.
    await editCell(page, 1, 1, 'zoe@example.fr');
    const duplicates = page.locator('[data-testid="grid"] [aria-invalid="true"]', {
      hasText: 'zoe@example.fr',
    });
    await expect.poll(() => duplicates.count(), { timeout: 15_000 }).toBe(2);
    await editCell(page, 1, 1, 'jurgen@example.de');
    await editCell(page, 2, 2, 'Inés Ruiz');
    const send = page.getByRole('button', { name: /^Send/ });
    await page.locator('.summary', { hasText: /No errors/ }).waitFor();
    // Meanwhile the receiver asks for longer city names: the whole-file check at submission refuses.
    const columns = await server.t.app.inject({
      url: '/template/tightened/columns',
      headers: { authorization: `Bearer ${server.owner}` },
    });
    const city = JSON.parse(columns.body).payload.find(
      (c: { technical_name: string }) => c.technical_name === 'city',
    );
    const tightened = await server.t.app.inject({
      method: 'POST',
      url: '/constraint',
      headers: { authorization: `Bearer ${server.owner}` },
      payload: {
        column_id: city.column_id,
        function: 'length_is_minimum',
        arguments: [{ name: 'min', value: '50' }],
      },
    });
    expect(tightened.statusCode, tightened.body).toBe(200);
    await send.click();
    const refused = page.locator('[data-testid="refused"]');
    await refused.waitFor({ timeout: 60_000 });
    expect(await refused.textContent()).toContain('Your file was not sent');
    await page.getByRole('button', { name: 'Back to review' }).click();
    await page.locator('.summary.has-errors').waitFor();
    // The summary comes with the transformation; the grid's rows with their page, just after.
    const invalid = page.locator('[data-testid="grid"] [aria-invalid="true"]');
    await invalid.first().waitFor({ timeout: 15_000 });
    expect(await invalid.count()).toBeGreaterThan(0);
  }, 120_000);

  it('shows a grid that reads well: fitted, resizable, no empty band, the line under it following the cell', async () => {
    const page = await openMapped('shop-grid', 'lenient');
    await page.locator('.summary', { hasText: '2 with errors' }).waitFor();
    const grid = page.getByTestId('grid');
    const header = (name: string) =>
      grid.locator('[role="columnheader"]', { has: page.getByText(name, { exact: true }) });
    // Each value is shown whole: no cell of the first rows is cut.
    const cut = await grid
      .locator('.cell-value')
      .evaluateAll((spans) => spans.filter((s) => (s as any).scrollWidth > (s as any).clientWidth).length);
    expect(cut).toBe(0);
    // The last column reaches the grid's right edge.
    const gridBox = await grid.evaluate((g) => {
      const r = (g as any).getBoundingClientRect();
      return { right: r.left + (g as any).clientLeft + (g as any).clientWidth };
    });
    const last = (await header('City').boundingBox())!;
    expect(Math.abs(last.x + last.width - gridBox.right)).toBeLessThanOrEqual(2);

    // Dragging the edge of a header widens its column.
    const before = (await header('E-mail').boundingBox())!;
    const handle = (await grid.getByRole('separator', { name: 'Resize the column E-mail' }).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 90, handle.y + handle.height / 2, { steps: 5 });
    await page.mouse.up();
    const after = (await header('E-mail').boundingBox())!;
    expect(Math.round(after.width - before.width)).toBe(90);
    expect(Math.round((await cell(page, 0, 1).boundingBox())!.width)).toBe(Math.round(after.width));

    // The full message on hover (title) and, for the focused cell, under the grid.
    const bad = cell(page, 1, 1);
    expect(await bad.getAttribute('title')).toBe('"not-an-email" is not a valid e-mail address');
    await bad.click();
    const detail = page.locator('.cell-detail');
    expect(await detail.textContent()).toBe('E-mail · "not-an-email" is not a valid e-mail address');
    // Fixed with Enter, which moves down: the line follows, the fixed error is gone.
    await editCell(page, 1, 1, 'jurgen@example.de');
    await page.locator('.summary', { hasText: '1 with errors' }).waitFor();
    await page.waitForFunction(
      () => (globalThis as any).document.querySelector('.cell-detail').textContent === '',
    );
    // The keyboard moves the focus to the next error: the line shows it.
    await page.keyboard.press('ArrowRight');
    await page.locator('.cell-detail', { hasText: 'Name · ' }).waitFor();
    await page.close();
  }, 120_000);

  it('lets the sender download the errors before sending, even where they must be fixed', async () => {
    const page = await openMapped('shop-strict-errors', 'contacts');
    await page.locator('.summary', { hasText: '2 with errors' }).waitFor();
    expect(await page.getByRole('button', { name: /^Send/ }).isDisabled()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the errors' }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Line,Column,Value,Error');
    // The file's lines: the header is line 1, so the second and third data rows are lines 3 and 4.
    expect(lines[1]).toMatch(/^3,E-mail,not-an-email,/);
    expect(lines[2]).toMatch(/^4,Name,,/);
    expect(lines).toHaveLength(3);
    await page.close();
  }, 120_000);

  it('asks before sending rows in error, says what becomes of them, and that they were delivered', async () => {
    const page = await openMapped('shop-lenient', 'lenient');
    await page.locator('.summary', { hasText: '2 with errors' }).waitFor();
    const send = page.getByRole('button', { name: /^Send with 2 rows in error$/ });
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Send 2 rows in error?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('will receive 2 rows in error as they stand');
    await dialog.getByRole('button', { name: 'Keep reviewing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="result"]').count()).toBe(0);
    await send.click();
    await dialog.getByRole('button', { name: 'Send with 2 rows in error' }).click();
    await page.locator('[data-testid="result"]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('errors-fate').textContent()).toBe(
      'The 2 rows in error were delivered as they stood, among the rows sent; the error report says what is wrong in each.',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-report').click(),
    ]);
    const report = await readFile((await download.path())!, 'utf8');
    // `line` says where the row is in the file, as the review grid and the preview number it.
    expect(report.split('\n')[0]).toBe('row,column,value,rule,message,line');
    expect(report).toMatch(/^2,email,not-an-email,.*,3$/m);
  }, 120_000);
});
