/**
 * The screenshots of docs/console.md's Try it section: the tab, the importer's panel at the review
 * and once submitted, and the tab with the last trial, in English and French, 1440 px and 390 px
 * wide. Run on purpose only: FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-try-it.test.ts
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { confirmMapping, pickFile, sendFile } from './support/importer-page.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

const OUT = path.join(import.meta.dirname, '..', '..', 'docs', 'console');
const WIDTHS = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };
const wanted = process.env.FERRY_SCREENSHOTS === '1';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string };
let dir: string;
let sample: string;

beforeAll(async () => {
  if (!wanted) return;
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
  await writeFile(
    sample,
    'E-mail,Name,Country,City\nada@shop.example,Ada,FR,Lyon\nnot-an-email,Bob,DE,Berlin\ncy@shop.example,Cy,ES,Madrid\n',
  );
  await mkdir(OUT, { recursive: true });
}, 120_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

/** `fullPage` off for the panel: it fills the window, and the page behind it is not part of it. */
async function shoot(page: Page, screen: string, lang: string, fullPage = true) {
  await page.mouse.move(0, 0);
  for (const [name, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(OUT, `${screen}-${lang}-${name}.png`), fullPage });
  }
  await page.setViewportSize(WIDTHS.wide);
}

async function importerFrame(page: Page): Promise<Frame> {
  const element = await page.locator('dialog iframe').elementHandle();
  const frame = (await element!.contentFrame())!;
  await frame.locator('#file-input').waitFor({ state: 'attached', timeout: 30_000 });
  return frame;
}

describe.runIf(wanted)('Try it screenshots', () => {
  it.each(['en', 'fr'] as const)(
    'shoots the Try it tab and panel in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      await page.setViewportSize(WIDTHS.wide);
      await page.goto(`${server.url}/app/templates/suppliers?lang=${lang}`);
      if (lang === 'en') {
        await page.locator('input[type="email"]').fill(owner.email);
        await page.locator('input[type="password"]').fill(owner.password);
        await page.locator('button[type="submit"]').click();
      }
      await page.getByRole('tab', { name: /^(Try it|Essayer)$/ }).click();
      await page.locator('.try-it h2').waitFor();
      await shoot(page, 'try-it', lang);

      await page.locator('.try-it-start .button').click();
      const frame = await importerFrame(page);
      await pickFile(frame, sample);
      await sendFile(frame);
      await confirmMapping(frame);
      await shoot(page, 'try-it-review', lang, false);

      const send = lang === 'en' ? 'Send with 1 row in error' : /^Envoyer avec 1 ligne en erreur$/;
      await frame.getByRole('button', { name: send }).click();
      await frame.getByRole('dialog').getByRole('button', { name: send }).click();
      await frame.locator('[data-testid="result"]').waitFor({ timeout: 60_000 });
      await page.locator('dialog .try-it-outcome .link-button').waitFor({ timeout: 30_000 });
      await shoot(page, 'try-it-submitted', lang, false);

      await page.locator('dialog .dialog-close').click();
      await page.locator('.try-it-last .try-it-actions').waitFor();
      await shoot(page, 'try-it-last', lang);
      await page.close();
    },
    240_000,
  );
});
