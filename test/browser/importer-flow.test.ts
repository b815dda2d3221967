/**
 * A sender takes three real files through every step of the importer in Chromium: a Latin-1 CSV
 * with `;`, an XLSX whose data is on its second sheet under a title row, and a JSON file. On the
 * CSV they fix two cells, replace a word over the whole file, undo an edit, submit, and the
 * target file Ferry delivers is checked byte for byte. The hidden column never reaches the page.
 */
import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, envelope } from '../support/app.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type SenderFiles, writeSenderFiles } from './support/files.ts';
import {
  cell,
  confirmMapping,
  editCell,
  expectNoHiddenColumn,
  pickFile,
  replaceAll,
  sendFile,
  setReadOption,
  submit,
  undo,
} from './support/importer-page.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let files: SenderFiles;

beforeAll(async () => {
  [server, browser, files] = await Promise.all([startImporterServer(), launchChromium(), writeSenderFiles()]);
}, 120_000);
afterAll(async () => {
  if (files) await rm(files.dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

/** A page of the hosted link, already signed in as `externalId` (tokens in the tab's storage). */
async function signedInPage(externalId: string): Promise<Page> {
  const tokens = await server.senderToken(externalId);
  const page = await browser.context.newPage();
  await page.addInitScript(([key, value]) => (globalThis as any).sessionStorage.setItem(key, value), [
    'ferry.tokens.acme',
    JSON.stringify(tokens),
  ] as const);
  await page.goto(`${server.url}/import/acme/contacts`);
  await page.locator('#file-input').waitFor({ state: 'attached' });
  return page;
}

/** The delivered target file of the page's last submission, as the receiver downloads it. */
async function deliveredTarget(page: Page): Promise<string> {
  await expectNoHiddenColumn(page);
  const submissions = envelope(
    await server.t.app.inject({ method: 'GET', url: '/submissions', headers: bearer(server.owner) }),
  ).payload;
  const latest = submissions.entries[0];
  const res = await server.t.app.inject({
    method: 'GET',
    url: `/submission/${latest.submission_id}/download`,
    headers: bearer(server.owner),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('the importer in a browser', () => {
  it('reads a Latin-1 CSV with semicolons, maps a country by value, fixes, replaces, undoes and submits', async () => {
    const page = await signedInPage('shop-csv');
    await pickFile(page, files.csv);
    const preview = page.locator('[data-testid="preview"]');
    expect(await preview.textContent()).toContain('Zoé Lefèvre');
    expect(
      await page
        .getByLabel(/Delimiter/)
        .locator('option')
        .first()
        .textContent(),
    ).toMatch(/Semicolon/);
    // Reading it as UTF-8 by hand shows replacement characters; back to detection shows the accents.
    await setReadOption(page, /Encoding/, 'UTF-8');
    expect(await preview.textContent()).not.toContain('Zoé');
    await setReadOption(page, /Encoding/, '');
    expect(await preview.textContent()).toContain('Zoé Lefèvre');
    await expectNoHiddenColumn(page);

    await sendFile(page);
    await expectNoHiddenColumn(page);
    const mapping = page.locator('[data-testid="mapping"]');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('Courriel');
    // The matcher does not know "Nom": the sender picks it.
    await page.getByLabel('Name', { exact: true }).selectOption('Nom');
    // "Allemagne" matches no allowed value by itself: the sender maps it to Germany.
    expect(await mapping.getByLabel('France').inputValue()).toBe('FR');
    await mapping.getByLabel('Allemagne').selectOption('DE');
    await mapping.getByLabel('Espagne').selectOption('ES');
    await confirmMapping(page);
    await expectNoHiddenColumn(page);

    await page.locator('.summary', { hasText: '4 rows, 2 with errors' }).waitFor();
    // The filter to one column's errors shows the one row with a bad e-mail.
    await page.getByLabel('Show').selectOption({ label: 'Errors in E-mail (1)' });
    await page.locator('[data-testid="grid"][aria-rowcount="2"]').waitFor();
    expect(await cell(page, 0, 1).textContent()).toContain('not-an-email');
    await page.getByLabel('Show').selectOption({ label: 'All rows' });
    await page.locator('[data-testid="grid"][aria-rowcount="5"]').waitFor();
    expect(await cell(page, 1, 1).getAttribute('aria-invalid')).toBe('true');
    expect(await cell(page, 1, 1).textContent()).toContain('not-an-email');
    await editCell(page, 1, 1, 'jurgen@example.de');
    await editCell(page, 2, 2, 'Inés Ruiz');
    await page.locator('.summary', { hasText: /No errors/ }).waitFor();
    await replaceAll(page, 'Besançon', 'Dijon');
    expect(await cell(page, 3, 4).textContent()).toBe('Dijon');
    await editCell(page, 0, 4, 'Paris');
    await undo(page);
    expect(await cell(page, 0, 4).textContent()).toBe('Montréal');

    await submit(page);
    expect(await page.locator('[data-testid="result"]').textContent()).toMatch(/Your file was sent/);
    expect(await deliveredTarget(page)).toBe(
      [
        // The receiver's file has the hidden column the sender never saw.
        'email,name,country,city,margin',
        'zoe@example.fr,Zoé Lefèvre,FR,Montréal,s3cr3t-margin',
        'jurgen@example.de,Jürgen Groß,DE,München,s3cr3t-margin',
        'ines@example.es,Inés Ruiz,ES,Sevilla,s3cr3t-margin',
        'noel@example.fr,Noël Château,FR,Dijon,s3cr3t-margin',
        '',
      ].join('\n'),
    );
  }, 120_000);

  /** The mapping a sender makes for these files, then the two fixes. */
  /**
   * Maps, checks how the grid numbers its rows (`numbers`: its first column's header, then each
   * row's number), fixes the two errors and submits.
   */
  async function mapAndFix(page: Page, numbers: string[]) {
    await page.getByLabel('Name', { exact: true }).selectOption('Nom');
    const mapping = page.locator('[data-testid="mapping"]');
    await mapping.getByLabel('Allemagne').selectOption('DE');
    await mapping.getByLabel('Espagne').selectOption('ES');
    await confirmMapping(page);
    await page.locator('.summary', { hasText: '4 rows, 2 with errors' }).waitFor();
    await page.locator('[data-testid="grid"] [aria-rowindex="5"]:not(.loading)').waitFor();
    const shown = await page
      .locator('[data-testid="grid"] [aria-colindex="1"]')
      .evaluateAll((cells) => cells.map((c) => (c as any).textContent));
    expect(shown).toEqual(numbers);
    await editCell(page, 1, 1, 'jurgen@example.de');
    await editCell(page, 2, 2, 'Inés Ruiz');
    await page.locator('.summary', { hasText: /No errors/ }).waitFor();
    await submit(page);
  }

  const UNCHANGED_TARGET = [
    'email,name,country,city,margin',
    'zoe@example.fr,Zoé Lefèvre,FR,Montréal,s3cr3t-margin',
    'jurgen@example.de,Jürgen Groß,DE,München,s3cr3t-margin',
    'ines@example.es,Inés Ruiz,ES,Sevilla,s3cr3t-margin',
    'noel@example.fr,Noël Château,FR,Besançon,s3cr3t-margin',
    '',
  ].join('\n');

  it('reads the second sheet of an XLSX under its title row once the sender picks them', async () => {
    const page = await signedInPage('shop-xlsx');
    await pickFile(page, files.xlsx);
    await setReadOption(page, /Sheet/, 'Contacts');
    await setReadOption(page, /Header row/, '2');
    const preview = page.locator('[data-testid="preview"]');
    expect(await preview.locator('.header-row').textContent()).toContain('Courriel');
    expect(await preview.locator('.above-header').textContent()).toContain('Contacts exported');
    // The preview numbers the sheet's rows: the first contact is on row 3, under the header on 2.
    expect(await preview.locator('tr', { hasText: 'Zoé' }).locator('th').textContent()).toBe('3');
    await sendFile(page);
    // The grid numbers rows as the preview and the sheet do.
    await mapAndFix(page, ['Line', '3', '4', '5', '6']);
    expect(await deliveredTarget(page)).toBe(UNCHANGED_TARGET);
  }, 120_000);

  it('reads a JSON array of records', async () => {
    const page = await signedInPage('shop-json');
    await pickFile(page, files.json);
    expect(await page.locator('[data-testid="preview"]').textContent()).toContain('Noël Château');
    expect(await page.getByLabel(/Delimiter/).count()).toBe(0);
    await sendFile(page);
    // Records have no header line: they are numbered from 1.
    await mapAndFix(page, ['Row', '1', '2', '3', '4']);
    expect(await deliveredTarget(page)).toBe(UNCHANGED_TARGET);
  }, 120_000);
});
