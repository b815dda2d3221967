/**
 * The screenshots of docs/console.md's Try it section: the tab, the importer's panel at the review
 * and once submitted, and the tab with the last trial, in English and French, 1440 px and 390 px
 * wide. Run on purpose only: FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-try-it.test.ts
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole, TRY_IT_SAMPLE, tryItFrame } from './support/console.ts';
import { confirmMapping, pickFile, sendFile } from './support/importer-page.ts';
import { prepareScreenshots, SCREENSHOT_WIDTHS, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string };
let dir: string;
let sample: string;

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  const org = await server.t.organisation('northwind');
  owner = org;
  await call(server.t, org.token, 'PUT', '/organisation', { name: 'Northwind Trading' });
  await createImporterTemplate(server.t, org.token, 'suppliers', {
    name: 'Supplier list',
    access_type: 'private',
    accept_errors: true,
  });
  dir = await mkdtemp(path.join(tmpdir(), 'ferry-try-it-'));
  sample = path.join(dir, 'suppliers.csv');
  await writeFile(sample, TRY_IT_SAMPLE);
  await prepareScreenshots();
}, 120_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

describe.runIf(SCREENSHOTS_WANTED)('Try it screenshots', () => {
  it.each(['en', 'fr'] as const)(
    'shoots the Try it tab and panel in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      await page.setViewportSize(SCREENSHOT_WIDTHS.wide);
      await signInToConsole(page, server.url, owner, { path: 'templates/suppliers', lang, ifNeeded: true });
      await page.getByRole('tab', { name: /^(Try it|Essayer)$/ }).click();
      await page.locator('.try-it h2').waitFor();
      await shoot(page, 'try-it', lang);

      await page.locator('.try-it-start .button').click();
      const frame = await tryItFrame(page);
      await pickFile(frame, sample);
      await sendFile(frame);
      await confirmMapping(frame);
      await shoot(page, 'try-it-review', lang, { capture: 'window' });

      const send = lang === 'en' ? 'Send with 1 row in error' : /^Envoyer avec 1 ligne en erreur$/;
      await frame.getByRole('button', { name: send }).click();
      await frame.getByRole('dialog').getByRole('button', { name: send }).click();
      await frame.locator('[data-testid="result"]').waitFor({ timeout: 60_000 });
      await page.locator('dialog .try-it-outcome .link-button').waitFor({ timeout: 30_000 });
      await shoot(page, 'try-it-submitted', lang, { capture: 'window' });

      await page.locator('dialog .dialog-close').click();
      await page.locator('.try-it-last .try-it-actions').waitFor();
      await shoot(page, 'try-it-last', lang);
      await page.close();
    },
    240_000,
  );
});
