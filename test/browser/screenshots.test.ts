/**
 * The screenshots of docs/importer.md: each step in English and French, 1280 px and 390 px wide.
 * Run on purpose only (they change with every restyle): FERRY_SCREENSHOTS=1 npx vitest run
 * test/browser/screenshots.test.ts
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type SenderFiles, writeSenderFiles } from './support/files.ts';
import { cell, confirmMapping, editCell, pickFile, sendFile, submit } from './support/importer-page.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

const OUT = path.join(import.meta.dirname, '..', '..', 'docs', 'importer');
const WIDTHS = { wide: { width: 1280, height: 860 }, narrow: { width: 390, height: 844 } };
const wanted = process.env.FERRY_SCREENSHOTS === '1';

let server: ImporterServer;
let browser: Browser;
let files: SenderFiles;

beforeAll(async () => {
  if (!wanted) return;
  [server, browser, files] = await Promise.all([startImporterServer(), launchChromium(), writeSenderFiles()]);
  await call(server.t, server.owner, 'PUT', '/organisation', {
    name: 'Northwind Trading',
    brand_color: '#0f766e',
  });
  await createImporterTemplate(server.t, server.owner, 'lenient', { name: 'Contacts', accept_errors: true });
  await mkdir(OUT, { recursive: true });
}, 120_000);
afterAll(async () => {
  if (files) await rm(files.dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

async function shoot(page: Page, step: string, lang: string) {
  for (const [name, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await page.screenshot({
      path: path.join(OUT, `${step}-${lang}-${name}.png`),
      fullPage: name === 'narrow',
    });
  }
  await page.setViewportSize(WIDTHS.wide);
}

describe.skipIf(!wanted)('screenshots of the importer', () => {
  for (const lang of ['en', 'fr']) {
    it(`shows every step in ${lang}`, async () => {
      const login = await browser.context.newPage();
      await login.goto(`${server.url}/import/acme/contacts?lang=${lang}`);
      await login.locator('#email').waitFor();
      await shoot(login, 'login', lang);
      await login.close();

      const home = await browser.context.newPage();
      await home.goto(`${server.url}/import/?lang=${lang}`);
      await home.getByTestId('info').waitFor();
      await shoot(home, 'home', lang);
      await home.close();

      const tokens = await server.senderToken(`shop-${lang}`, ['contacts', 'lenient']);
      const page = await browser.context.newPage();
      await page.addInitScript(
        (value) => (globalThis as any).sessionStorage.setItem('ferry.tokens.acme', value),
        JSON.stringify(tokens),
      );
      await page.goto(`${server.url}/import/acme/contacts?lang=${lang}`);
      await page.locator('#file-input').waitFor({ state: 'attached' });
      await shoot(page, 'upload', lang);
      await pickFile(page, files.csv);
      await shoot(page, 'preview', lang);
      await sendFile(page);
      const mapping = page.locator('[data-testid="mapping"]');
      await mapping.getByLabel('Allemagne').selectOption('DE');
      await shoot(page, 'mapping', lang);
      // The first run teaches the matcher that "Nom" is the name; the next one finds it alone.
      const unmapped = page.locator('select[id^="map-"][aria-invalid="true"]');
      if (await unmapped.count()) await unmapped.selectOption('Nom');
      await mapping.getByLabel('Espagne').selectOption('ES');
      await confirmMapping(page);
      await page.locator('.summary.has-errors').waitFor();
      await cell(page, 1, 1).click();
      await shoot(page, 'review', lang);
      await editCell(page, 1, 1, 'jurgen@example.de');
      await editCell(page, 2, 2, 'Inés Ruiz');
      await page.locator('.summary:not(.has-errors)').waitFor();
      await submit(page);
      await shoot(page, 'result', lang);
      await page.close();

      // Where rows in error are accepted, sending them is confirmed first.
      const lenient = await browser.context.newPage();
      await lenient.addInitScript(
        (value) => (globalThis as any).sessionStorage.setItem('ferry.tokens.acme', value),
        JSON.stringify(tokens),
      );
      await lenient.goto(`${server.url}/import/acme/lenient?lang=${lang}`);
      await pickFile(lenient, files.csv);
      await sendFile(lenient);
      const again = lenient.locator('select[id^="map-"][aria-invalid="true"]');
      if (await again.count()) await again.selectOption('Nom');
      const values = lenient.locator('[data-testid="mapping"]');
      await values.getByLabel('Allemagne').selectOption('DE');
      await values.getByLabel('Espagne').selectOption('ES');
      await confirmMapping(lenient);
      await lenient.locator('.summary.has-errors').waitFor();
      await lenient.getByRole('button', { name: /^(Send|Envoyer)/ }).click();
      await lenient.getByRole('dialog').waitFor();
      await shoot(lenient, 'confirm', lang);
      await lenient.close();
    }, 180_000);
  }
});
