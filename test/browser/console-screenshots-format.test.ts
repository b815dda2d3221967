/**
 * The screenshots of the output format editor in docs/console.md: CSV, a JSON tree, a Twig format
 * with an error on its line, and an Excel workbook, in English and French, 1440 px and 390 px wide.
 * Run on purpose only: FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-format.test.ts
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

const OUT = path.join(import.meta.dirname, '..', '..', 'docs', 'console');
const WIDTHS = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };
const wanted = process.env.FERRY_SCREENSHOTS === '1';

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
  if (!wanted) return;
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
  await mkdir(OUT, { recursive: true });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function shoot(page: Page, screen: string, lang: string) {
  await page.mouse.move(0, 0);
  for (const [name, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    // A viewport as tall as the page, rather than a full-page capture: the sticky save bar then
    // stands at the bottom, where a person sees it, instead of in the middle of the picture.
    const height = await page.evaluate(() => (globalThis as any).document.documentElement.scrollHeight);
    await page.setViewportSize({ width: size.width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(OUT, `${screen}-${lang}-${name}.png`) });
  }
  await page.setViewportSize(WIDTHS.wide);
}

const settled = (page: Page) =>
  page.locator('.preview-head [role=status]:text-is("")').first().waitFor({ state: 'attached' });

describe.runIf(wanted)('format editor screenshots', () => {
  it.each(['en', 'fr'])(
    'shoots the format editor in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      await page.goto(`${server.url}/app/templates/new-products?lang=${lang}`);
      const email = page.locator('#field-email');
      await email.or(page.getByRole('tab').first()).waitFor();
      if (await email.isVisible()) {
        await email.fill(owner.email);
        await page.locator('#field-password').fill(owner.password);
        await page.locator('button[type=submit]').click();
      }
      await page.getByRole('tab', { name: 'Format' }).click();
      await page.locator('#format-csv-delimiter').selectOption('semi_column');
      await page.getByTestId('format-output').waitFor();
      await settled(page);
      await shoot(page, 'format-csv', lang);

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
      await shoot(page, 'format-json', lang);

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
      await shoot(page, 'format-twig-error', lang);

      await page.locator('.kind-option', { has: page.locator('input[value=xls]') }).click();
      await page.locator('#format-xls-sheet_name').fill('Products');
      await page.locator('.xlsx-grid').waitFor();
      await settled(page);
      await shoot(page, 'format-xlsx', lang);
      await page.close();
    },
    120_000,
  );
});
