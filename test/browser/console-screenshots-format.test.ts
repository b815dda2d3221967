/**
 * The screenshots of the output format editor in docs/console.md: CSV, a JSON tree, a Twig format
 * with an error on its line, and an Excel workbook, in English and French, 1440 px and 390 px wide.
 * Run on purpose only: FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-format.test.ts
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole } from './support/console.ts';
import { prepareScreenshots, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string };

const COLUMNS = [
  { technical_name: 'sku', pretty_name: 'Product code', type: { type: 'TEXT' } },
  { technical_name: 'name', pretty_name: 'Product name', type: { type: 'TEXT' } },
  {
    technical_name: 'price',
    pretty_name: 'Price',
    type: { type: 'NUMBER', number_data_type: { decimals: 2, trailing_zeros: true } },
  },
  {
    technical_name: 'available_from',
    pretty_name: 'Available from',
    type: { type: 'DATE', date_data_type: { output_format: 'DD/MM/YYYY' } },
  },
  {
    technical_name: 'category',
    pretty_name: 'Category',
    type: { type: 'CHOICE', choice_data_type: { choices: [{ value: 'kitchen' }, { value: 'living' }] } },
  },
];

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  const org = await server.t.organisation('northwind');
  owner = org;
  await call(server.t, org.token, 'PUT', '/organisation', { name: 'Northwind Trading' });
  await call(server.t, org.token, 'POST', '/template', {
    name: 'New products',
    template_handle: 'new-products',
  });
  for (const column of COLUMNS)
    await call(server.t, org.token, 'POST', '/template/new-products/column', column);
  await prepareScreenshots();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const settled = (page: Page) =>
  page.locator('.preview-head [role=status]:text-is("")').first().waitFor({ state: 'attached' });

describe.runIf(SCREENSHOTS_WANTED)('format editor screenshots', () => {
  it.each(['en', 'fr'])(
    'shoots the format editor in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      await signInToConsole(page, server.url, owner, {
        path: 'templates/new-products',
        lang,
        ifNeeded: true,
      });
      await page.getByRole('tab', { name: 'Format' }).click();
      await page.locator('#format-csv-delimiter').selectOption('semi_column');
      await page.getByTestId('format-output').waitFor();
      await settled(page);
      await shoot(page, 'format-csv', lang, { capture: 'tall' });

      await page.locator('.kind-option', { has: page.locator('input[value=json]') }).click();
      await page.locator('.json-shape .empty-state button').click();
      await page.getByRole('treeitem').nth(3).click();
      await page.locator('#json-node-key').fill('available');
      await page.getByRole('treeitem').nth(1).click();
      await page.locator('#json-node-type').selectOption('object');
      await page.locator('#json-node-key').fill('product');
      await page.locator('.tree-toolbar button').first().click();
      await page.locator('#json-node-key').fill('label');
      await page.locator('#json-node-column').selectOption('name');
      await settled(page);
      await shoot(page, 'format-json', lang, { capture: 'tall' });

      await page.locator('.kind-option', { has: page.locator('input[value=custom]') }).click();
      await page.locator('#format-custom-header').fill('<products>\n');
      await page
        .locator('#format-custom-item')
        .fill(
          '<product sku="{{ sku }}">\n  <name>{{ name|escape(\'xml\') }}</name>\n  <price>{{ price }</price>\n</product>\n',
        );
      await page.locator('#format-custom-footer').fill('</products>\n');
      await page.locator('.code-line-number.marked').waitFor();
      await settled(page);
      await shoot(page, 'format-twig-error', lang, { capture: 'tall' });

      await page.locator('.kind-option', { has: page.locator('input[value=xls]') }).click();
      await page.locator('#format-xls-sheet_name').fill('Products');
      await page.locator('.xlsx-grid').waitFor();
      await settled(page);
      await shoot(page, 'format-xlsx', lang, { capture: 'tall' });
      await page.close();
    },
    120_000,
  );
});
