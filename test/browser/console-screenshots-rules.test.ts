/**
 * The screenshots of a column's rules in docs/console.md: conditions with a problem marked, the
 * `#(` suggestions, the constraints with the catalog open, and a constraint's form refused on its
 * arguments, in English and French, 1440 px and 390 px wide.
 * Run on purpose only: FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-rules.test.ts
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { callOk } from '../support/flow.ts';
import type { Browser } from './support/chromium.ts';
import { consoleUrl, signInToConsole, signOutOfConsole } from './support/console.ts';
import { startNorthwind } from './support/northwind.ts';
import { prepareScreenshots, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import type { ImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string; token: string };

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  ({ server, browser, owner } = await startNorthwind());
  const send = (method: 'POST' | 'PUT', url: string, body: object) =>
    callOk(server.t, owner.token, method, url, body);
  await send('POST', '/template', { name: 'Weekly price updates', template_handle: 'price-updates' });
  const columns = [
    ['sku', 'SKU', 'TEXT'],
    ['product_name', 'Product name', 'TEXT'],
    ['unit_price', 'Unit price', 'NUMBER'],
    ['size', 'Size', 'TEXT'],
    ['status', 'Status', 'TEXT'],
    ['valid_from', 'Valid from', 'DATE'],
  ];
  const ids: Record<string, string> = {};
  for (const [technical_name, pretty_name, type] of columns) {
    const column = await send('POST', '/template/price-updates/column', {
      technical_name,
      pretty_name,
      type: { type },
    });
    ids[technical_name!] = column.column_id;
  }
  await send('POST', '/constraint', {
    column_id: ids.sku,
    function: 'length_between',
    arguments: [
      { name: 'min', value: '6' },
      { name: 'max', value: '12' },
    ],
  });
  await send('POST', '/constraint', {
    column_id: ids.sku,
    function: 'matches_regex',
    label: 'A SKU is two letters and digits, such as AB1234',
    arguments: [{ name: 'regex', value: '^[A-Z]{2}[0-9]+$' }],
  });
  await send('POST', '/constraint', {
    column_id: ids.sku,
    function: 'is_unique_key',
    arguments: [{ name: 'columns', value: '#(size), #(valid_from)' }],
  });
  await prepareScreenshots();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openColumn(page: Page, technicalName: string) {
  await page.locator(`.column-row[data-column=${technicalName}] .column-actions .button`).first().click();
  await page.locator('#column-pretty-name').waitFor();
}

describe.runIf(SCREENSHOTS_WANTED)('rules screenshots', () => {
  it.each(['en', 'fr'])(
    "shoots a column's rules in %s",
    async (lang) => {
      const page = await browser.context.newPage();
      page.on('dialog', (dialog) => dialog.accept());
      const at = (p: string) => consoleUrl(server.url, p, lang);
      await signInToConsole(page, server.url, owner, { lang });
      await page.locator('table').waitFor();

      await page.goto(at('templates/price-updates/columns'));
      await page.locator('.column-row').first().waitFor();
      await openColumn(page, 'unit_price');
      await page.locator('input[name=importance][value=conditional]').check();
      const field = page.locator('#column-conditions');
      await field.fill(
        '#(status)/EQUALS/active\nOR/#(size)/CONTAINED_IN/S,M\nAND/#(valid_from)/DATE_AFTERR/today',
      );
      await page.locator('.condition-status .rules-problem').waitFor();
      await page.locator('.rules-help summary').click();
      await shoot(page, 'rules-conditions', lang, { capture: 'tall' });
      await page.locator('.rules-help summary').click();

      await field.fill('#(status)/EQUALS/active\nOR/#(s');
      await page.locator('.condition-columns [role=option]').first().waitFor();
      await shoot(page, 'rules-suggestions', lang, { capture: 'tall' });

      // The form has changes: it is left by loading the page again rather than closed.
      await page.goto(at('templates/price-updates/columns'));
      await page.locator('.column-row').first().waitFor();
      await openColumn(page, 'sku');
      await page.locator('.constraint-item').first().waitFor();
      await page.locator('.constraints-editor > .button').click();
      await page.locator('#function-search').fill('length');
      await shoot(page, 'rules-constraints', lang, { capture: 'tall' });
      await page.locator('#function-search').fill('filled');
      await page.locator('.function-choice', { hasText: 'is_filled_if_other_value_in' }).click();
      await page.locator('.constraint-form button[type=submit]').click();
      await page.locator('.constraint-form .rules-problem').first().waitFor();
      await shoot(page, 'rules-constraint-form', lang, { capture: 'tall' });
      await page.goto(at('templates/price-updates/columns'));
      await page.locator('.column-row').first().waitFor();
      await signOutOfConsole(page);
      await page.close();
    },
    120_000,
  );
});
