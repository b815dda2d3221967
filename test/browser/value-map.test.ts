/**
 * The value map in a browser lists the values of the sender's whole column, not only of its first
 * rows: a country that first appears past the preview is there, with how many rows hold it;
 * values the server recognises by themselves are pre-filled, the others stand out as errors until
 * the sender picks an allowed value, in English and in French.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { confirmMapping, pickFile, sendFile } from './support/importer-page.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let dir: string;
let file: string;
let manyValues: string;
let flagsFile: string;

const ROWS = 3000;
/** France only in the first 40 rows (more than the preview shows), then the three in turn. */
const countryOf = (i: number) => (i < 40 ? 'France' : ['France', 'Allemagne', 'Espagne'][i % 3]!);
const countOf = (country: string) =>
  Array.from({ length: ROWS }, (_, i) => countryOf(i)).filter((c) => c === country).length;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ferry-value-map-'));
  file = path.join(dir, 'many-contacts.csv');
  const lines = ['Courriel,Nom,Pays,Ville'];
  for (let i = 0; i < ROWS; i++) lines.push(`p${i}@example.fr,Person ${i},${countryOf(i)},Paris`);
  await writeFile(file, `${lines.join('\n')}\n`);
  // 200 countries the template does not know, once each, then France.
  manyValues = path.join(dir, 'many-countries.csv');
  const more = ['Courriel,Nom,Pays,Ville'];
  for (let i = 0; i < ROWS; i++)
    more.push(`p${i}@example.fr,Person ${i},${i < 200 ? `Pays ${i}` : 'France'},Paris`);
  await writeFile(manyValues, `${more.join('\n')}\n`);
  // A yes/no column and a column of several tags per cell, in French.
  flagsFile = path.join(dir, 'flags.csv');
  await writeFile(
    flagsFile,
    'Courriel,Nom,Abonné,Étiquettes\na@example.fr,A,oui,red|blue\nb@example.fr,B,peut-être,rouge\nc@example.fr,C,non,blue| rouge\n',
  );
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  await createImporterTemplate(server.t, server.owner, 'flags');
  const column = async (body: object) => {
    const res = await call(server.t, server.owner, 'POST', '/template/flags/column', body);
    expect(res.statusCode, res.body).toBe(200);
  };
  await column({
    technical_name: 'subscribed',
    pretty_name: 'Subscribed',
    type: { type: 'BOOLEAN', boolean_data_type: { true_value: 'Y', false_value: 'N' } },
  });
  await column({
    technical_name: 'tags',
    pretty_name: 'Tags',
    type: {
      type: 'CHOICE',
      choice_data_type: {
        multiple: true,
        separator: '|',
        choices: [
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ],
      },
    },
  });
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

async function mappingPage(
  externalId: string,
  lang: string,
  upload = file,
  handle = 'contacts',
): Promise<Page> {
  const tokens = await server.senderToken(externalId, [handle]);
  const page = await browser.context.newPage();
  await page.addInitScript(([key, value]) => (globalThis as any).sessionStorage.setItem(key, value), [
    'ferry.tokens.acme',
    JSON.stringify(tokens),
  ] as const);
  await page.goto(`${server.url}/import/acme/${handle}?lang=${lang}`);
  await page.locator('#file-input').waitFor({ state: 'attached' });
  await pickFile(page, upload);
  await sendFile(page);
  return page;
}

/** The value map's row of one source value. */
const valueRow = (page: Page, value: string) =>
  page.locator('.value-table tbody tr', { has: page.getByText(value, { exact: true }) });

describe('the value map', () => {
  it('lists every value of the file with its rows, pre-filled, the unknown ones in error until mapped', async () => {
    const page = await mappingPage('shop-values', 'en');
    await page.getByLabel('Name', { exact: true }).selectOption('Nom');
    const mapping = page.locator('[data-testid="mapping"]');
    // Espagne is nowhere in the first rows the preview read.
    await mapping.getByLabel('Espagne').waitFor();
    const rows = (n: number) => `${new Intl.NumberFormat('en').format(n)} rows`;
    expect(await valueRow(page, 'France').textContent()).toContain(rows(countOf('France')));
    expect(await valueRow(page, 'Espagne').textContent()).toContain(rows(countOf('Espagne')));
    expect(await mapping.getByLabel('France').inputValue()).toBe('FR');
    expect(await valueRow(page, 'Allemagne').getAttribute('class')).toContain('value-error');
    expect(await mapping.getByLabel('Allemagne').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.value-errors').textContent()).toContain('2 values');

    await mapping.getByLabel('Allemagne').selectOption('DE');
    await mapping.getByLabel('Espagne').selectOption('ES');
    expect(await page.locator('.value-table tr.value-error').count()).toBe(0);
    expect(await page.locator('.value-errors').isHidden()).toBe(true);
    await confirmMapping(page);
    await page.locator('.summary', { hasText: /No errors/ }).waitFor({ timeout: 60_000 });
    await page.close();
  }, 120_000);

  it('speaks French, and shows the first 100 of many values until the sender asks for all', async () => {
    const page = await mappingPage('shop-valeurs', 'fr', manyValues);
    const mapping = page.locator('[data-testid="mapping"]');
    await mapping.getByLabel('France').waitFor();
    const rows = `${new Intl.NumberFormat('fr').format(ROWS - 200)} lignes`;
    expect(await valueRow(page, 'France').textContent()).toContain(rows);
    expect(await valueRow(page, 'Pays 0').textContent()).toContain('1 ligne');
    expect(await page.locator('.value-errors').textContent()).toContain('200 valeurs non reconnues');
    expect(await page.locator('.value-table tbody tr').count()).toBe(100);
    await page.getByRole('button', { name: 'Afficher les 201 valeurs' }).click();
    expect(await page.locator('.value-table tbody tr').count()).toBe(201);
    await mapping.getByLabel('Pays 99', { exact: true }).selectOption('ES');
    expect(await page.locator('.value-errors').textContent()).toContain('199 valeurs non reconnues');
    await page.close();
  }, 120_000);

  it('maps a BOOLEAN column’s values, and a cell of several choices value by value', async () => {
    const page = await mappingPage('shop-flags', 'en', flagsFile, 'flags');
    const mapping = page.locator('[data-testid="mapping"]');
    await page.getByLabel('Name', { exact: true }).selectOption('Nom');
    await page.getByLabel('Subscribed', { exact: true }).selectOption('Abonné');
    await page.getByLabel('Tags', { exact: true }).selectOption('Étiquettes');
    const subscribed = page.getByRole('group', { name: 'Values of “Subscribed”' });
    await subscribed.getByLabel('peut-être').waitFor();
    expect(await subscribed.getByLabel('oui').inputValue()).toBe('true');
    expect(await subscribed.getByLabel('non').inputValue()).toBe('false');
    expect(await subscribed.getByLabel('peut-être').getAttribute('aria-invalid')).toBe('true');
    expect(await subscribed.getByLabel('oui').locator('option:checked').textContent()).toBe('Yes (Y)');
    await subscribed.getByLabel('peut-être').selectOption('false');

    const tags = page.getByRole('group', { name: 'Values of “Tags”' });
    await tags.getByLabel('rouge').waitFor();
    // Each value once, never the whole cell "red|blue".
    const listed = await tags.locator('tbody th label').allTextContents();
    expect(listed.sort()).toEqual(['blue', 'red', 'rouge']);
    await tags.getByLabel('rouge').selectOption('red');
    expect(await mapping.locator('tr.value-error').count()).toBe(0);
    await confirmMapping(page);
    await page.locator('.summary', { hasText: /No errors/ }).waitFor({ timeout: 60_000 });
    await page.close();
  }, 120_000);
});
