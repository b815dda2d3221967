/**
 * The screenshots of the customers section of docs/console.md: the list, the form, a customer's
 * page and the invitation, in English and French, 1440 px and 390 px wide. Run on purpose only:
 * FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-customers.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/flow.ts';
import type { Browser } from './support/chromium.ts';
import { signInToConsole, signOutOfConsole } from './support/console.ts';
import { startNorthwind } from './support/northwind.ts';
import { prepareScreenshots, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import type { ImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string; token: string };

const CUSTOMERS = [
  ['Ada Shipping', 'orders@ada-shipping.example', 'ADA-001', 'en', ['suppliers', 'price-updates']],
  ['Brasserie Dupont', 'compta@dupont.example', 'BRA-204', 'fr', ['price-updates']],
  ['Cobalt Retail', 'data@cobalt.example', null, null, ['stock-levels', 'new-products', 'suppliers']],
  ['Delta Foods', null, 'DEL-330', 'en', ['new-products']],
  ['Épicerie Martin', 'martin@epicerie.example', 'EPI-017', 'fr', ['suppliers']],
] as const;

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  ({ server, browser, owner } = await startNorthwind());
  const templates = [
    ['suppliers', 'Supplier list'],
    ['price-updates', 'Weekly price updates'],
    ['stock-levels', 'Stock levels'],
    ['new-products', 'New products'],
  ];
  for (const [handle, name] of templates) {
    const res = await call(server.t, owner.token, 'POST', '/template', {
      name,
      template_handle: handle,
      access_type: 'restricted',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const [name, email, external_id, language, template_handles] of CUSTOMERS) {
    const res = await call(server.t, owner.token, 'POST', '/customer', {
      name,
      email,
      external_id,
      language,
      template_handles,
      user_metadata: [{ name: 'region', value: 'North' }],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await prepareScreenshots();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.runIf(SCREENSHOTS_WANTED)('console customers screenshots', () => {
  it.each(['en', 'fr'])(
    'shoots the customers screens in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      await signInToConsole(page, server.url, owner, { path: 'customers', lang });
      await page.locator('table').waitFor();
      // The templates' names replace their handles once GET /templates has answered.
      await page.locator('td.wide-only .chip', { hasText: 'Weekly price updates' }).first().waitFor();
      await shoot(page, 'customers', lang);

      await page.locator('.page-head .button.primary').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#customer-name').fill('Fjord Logistics');
      await dialog.locator('#customer-email').fill('orders@ada-shipping.example');
      await dialog.locator('#customer-external_id').fill('FJO-512');
      await dialog.locator('#customer-language').selectOption('en');
      await dialog.locator('.template-option input').first().check();
      await dialog.locator('.metadata-editor > .button').click();
      await dialog.locator('.metadata-row input').first().fill('region');
      await dialog.locator('.metadata-row input').nth(1).fill('West');
      await dialog.locator('button[type=submit]').click();
      await dialog.locator('.field-problem').waitFor();
      await shoot(page, 'customer-form', lang, { capture: 'window' });
      await page.keyboard.press('Escape');

      // One customer per language: a customer is invited at most once every 5 minutes.
      await page
        .locator('.customer-link')
        .nth(lang === 'fr' ? 1 : 0)
        .click();
      await page.locator('.copy-text').first().waitFor();
      await shoot(page, 'customer', lang);

      await page.locator('.page-head .button.primary').click();
      await dialog.locator('button[type=submit]').click();
      await dialog.locator('.notice-ok').waitFor();
      await shoot(page, 'customer-invitation', lang, { capture: 'window' });
      await page.keyboard.press('Escape');
      await signOutOfConsole(page);
      await page.close();
    },
    90_000,
  );
});
