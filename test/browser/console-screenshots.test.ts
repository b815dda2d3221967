/**
 * The screenshots of docs/console.md: each screen of the console in English and French, 1440 px
 * and 390 px wide. Run on purpose only (they change with every restyle): FERRY_SCREENSHOTS=1 npx
 * vitest run test/browser/console-screenshots.test.ts
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

const OUT = path.join(import.meta.dirname, '..', '..', 'docs', 'console');
const WIDTHS = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };
const wanted = process.env.FERRY_SCREENSHOTS === '1';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string };

beforeAll(async () => {
  if (!wanted) return;
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  const org = await server.t.organisation('northwind');
  owner = org;
  await call(server.t, org.token, 'PUT', '/organisation', { name: 'Northwind Trading' });
  const templates = [
    ['suppliers', 'Supplier list'],
    ['price-updates', 'Weekly price updates'],
    ['stock-levels', 'Stock levels'],
    ['new-products', 'New products'],
  ];
  for (const [handle, name] of templates)
    await createImporterTemplate(server.t, org.token, handle!, { name });
  await call(server.t, org.token, 'PUT', '/template/stock-levels', { is_enabled: false });
  await mkdir(OUT, { recursive: true });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function shoot(page: Page, screen: string, lang: string) {
  // No row under the pointer: the pictures show no hover.
  await page.mouse.move(0, 0);
  for (const [name, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(OUT, `${screen}-${lang}-${name}.png`), fullPage: true });
  }
}

describe.runIf(wanted)('console screenshots', () => {
  it.each(['en', 'fr'])('shoots every screen in %s', async (lang) => {
    const page = await browser.context.newPage();
    const at = (p: string) => `${server.url}/app/${p}?lang=${lang}`;
    await page.goto(at(''));
    await page.locator('#field-email').waitFor();
    await shoot(page, 'sign-in', lang);

    await page.locator('#field-email').fill(owner.email);
    await page.locator('#field-password').fill('not the password');
    await page.locator('button[type=submit]').click();
    await page.getByRole('alert').waitFor();
    await shoot(page, 'sign-in-wrong-password', lang);

    await page.goto(at('forgot-password'));
    await page.locator('#field-email').fill(owner.email);
    await page.locator('button[type=submit]').click();
    await page.getByRole('status').waitFor();
    await shoot(page, 'forgot-password', lang);

    await page.goto(`${at('password-reset')}#fpr_example`);
    await page.locator('#field-confirm').waitFor();
    await shoot(page, 'password-reset', lang);

    await page.goto(`${at('invitation')}#example`);
    await page.locator('#field-name').waitFor();
    await shoot(page, 'invitation', lang);

    await page.goto(at(''));
    await page.locator('#field-email').fill(owner.email);
    await page.locator('#field-password').fill(owner.password);
    await page.locator('button[type=submit]').click();
    await page.locator('table').waitFor();
    await shoot(page, 'templates', lang);

    // Members and organisation: console-screenshots-organisation.test.ts.
    await page.getByRole('button', { name: lang === 'fr' ? 'Se déconnecter' : 'Sign out' }).click();
    await page.locator('#field-email').waitFor();
    await page.close();
  });
});
