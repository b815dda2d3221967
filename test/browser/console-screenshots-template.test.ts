/**
 * The screenshots of a template's page in docs/console.md: the list with the New template dialog,
 * the settings, the columns and a column's form, in English and French, 1440 px and 390 px wide.
 * Run on purpose only: FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-template.test.ts
 */
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
  await send('POST', '/template', { name: 'Supplier list', template_handle: 'suppliers' });
  await send('POST', '/template', {
    name: 'Weekly price updates',
    template_handle: 'price-updates',
    description: 'Prices our suppliers change each week, one row per product.',
    item: 'product',
    access_type: 'restricted',
    max_file_size: 10 * 1024 * 1024,
    file_name: 'prices-{YYYY}{MM}{DD}',
    extension: 'csv',
    user_metadata: [{ name: 'erp_feed', value: 'PRICES' }],
  });
  const columns = [
    {
      technical_name: 'sku',
      pretty_name: 'SKU',
      type: { type: 'TEXT', text_data_type: { case: 'upper' } },
      importance: 'required',
      uniqueness: true,
    },
    {
      technical_name: 'product_name',
      pretty_name: 'Product name',
      type: { type: 'TEXT' },
      importance: 'required',
    },
    {
      technical_name: 'unit_price',
      pretty_name: 'Unit price',
      type: {
        type: 'NUMBER',
        number_data_type: { decimals: 2, separator_decimals: ',', trailing_zeros: true },
      },
      importance: 'required',
    },
    {
      technical_name: 'size',
      pretty_name: 'Size',
      type: {
        type: 'CHOICE',
        choice_data_type: {
          choices: [
            { value: 'S', label: 'Small', synonyms: ['petit'] },
            { value: 'M', label: 'Medium', synonyms: ['moyen'] },
            { value: 'L', label: 'Large', synonyms: ['grand'] },
          ],
        },
      },
    },
    {
      technical_name: 'valid_from',
      pretty_name: 'Valid from',
      type: { type: 'DATE', date_data_type: { output_format: 'DD/MM/YYYY' } },
    },
    {
      technical_name: 'supplier',
      pretty_name: 'Supplier',
      type: { type: 'VALUE', value_data_type: { value: 'northwind' } },
      hidden: true,
    },
  ];
  for (const column of columns) await send('POST', '/template/price-updates/column', column);
  await prepareScreenshots();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The window is made as tall as the page (or the open dialog, fixed to the window), so that what
 * sticks to its bottom (the save bar) is at the bottom of the picture.
 */
describe.runIf(SCREENSHOTS_WANTED)('template screenshots', () => {
  it.each(['en', 'fr'])(
    'shoots the template screens in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      // Leaving the settings with a change asks first: the pictures go on.
      page.on('dialog', (dialog) => dialog.accept());
      const at = (p: string) => consoleUrl(server.url, p, lang);
      await signInToConsole(page, server.url, owner, { lang });
      await page.locator('table').waitFor();
      await page.locator('.templates-actions .button').click();
      await page
        .locator('#new-template-name')
        .fill(lang === 'fr' ? 'Commandes de printemps' : 'Spring orders');
      await shoot(page, 'template-new', lang, { capture: 'tall' });
      await page.keyboard.press('Escape');

      await page.goto(at('templates/price-updates/settings'));
      await page.locator('#template-name').waitFor();
      await page.locator('#template-item').fill('product line');
      await shoot(page, 'template-settings', lang, { capture: 'tall' });

      await page.goto(at('templates/price-updates/columns'));
      await page.locator('.column-row').first().waitFor();
      await shoot(page, 'template-columns', lang, { capture: 'tall' });

      await page.locator('.column-row[data-column=unit_price] .column-actions .button').first().click();
      await page.locator('#column-pretty-name').waitFor();
      await shoot(page, 'template-column-form', lang, { capture: 'tall' });
      await page.keyboard.press('Escape');
      await signOutOfConsole(page);
      await page.close();
    },
    120_000,
  );
});
