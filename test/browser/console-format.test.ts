/**
 * A template's output format in the console: CSV options and the live preview of sample rows made
 * from the column types (and edited by hand), a JSON tree built with the mouse and the keyboard,
 * a Twig format and a Twig error marked on its line, a worksheet name the server refuses on its
 * field, and what is saved read back from the API.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole } from './support/console.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string; token: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  owner = await server.t.organisation('formats');
  const created = await call(server.t, owner.token, 'POST', '/template', {
    name: 'Orders',
    template_handle: 'orders',
  });
  expect(created.statusCode, created.body).toBe(200);
  for (const column of [
    { technical_name: 'sku', pretty_name: 'Product', type: { type: 'TEXT' } },
    {
      technical_name: 'ordered_on',
      pretty_name: 'Ordered on',
      type: { type: 'DATE', date_data_type: { output_format: 'DD/MM/YYYY' } },
    },
    {
      technical_name: 'total',
      pretty_name: 'Total',
      type: {
        type: 'NUMBER',
        number_data_type: {
          decimals: 2,
          separator_decimals: ',',
          separator_thousands: ' ',
          trailing_zeros: true,
        },
      },
    },
    {
      technical_name: 'status',
      pretty_name: 'Status',
      type: {
        type: 'CHOICE',
        choice_data_type: { choices: [{ value: 'open' }, { value: 'shipped' }] },
      },
    },
  ]) {
    const res = await call(server.t, owner.token, 'POST', '/template/orders/column', column);
    expect(res.statusCode, res.body).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openFormat(): Promise<Page> {
  const page = await browser.context.newPage();
  // The first page signs in; the session it keeps opens the next ones.
  await signInToConsole(page, server.url, owner, { path: 'templates/orders', ifNeeded: true });
  await page.getByRole('tab', { name: 'Format' }).click();
  await page.getByRole('heading', { name: 'Output format' }).waitFor();
  return page;
}

const output = (page: Page) => page.getByTestId('format-output');
const waitForOutput = (page: Page, expected: string) =>
  expect.poll(() => output(page).textContent(), { timeout: 10_000 }).toContain(expected);

describe('the format editor', () => {
  it('previews CSV and JSON from sample rows, with edited samples and a JSON tree', async () => {
    const page = await openFormat();
    // The default CSV, rendered from values made from the column types.
    await waitForOutput(page, 'sku,ordered_on,total,status\nMUG-1042,14/03/2026,"1 234,50",open');
    await page.getByLabel('Delimiter').selectOption('semi_column');
    await page.getByLabel('Text above the header row').fill('# orders');
    await waitForOutput(page, '# orders\nsku;ordered_on;total;status\nMUG-1042;14/03/2026;1 234,50;open\n');
    await page.getByText('Unsaved changes').waitFor();

    await page.getByLabel('Product, row 1').fill('Red kettle');
    await waitForOutput(page, '\nRed kettle;14/03/2026;1 234,50;open\n');

    await page.getByText('JSON', { exact: true }).click();
    await page.getByRole('button', { name: 'Build a tree from the columns' }).click();
    const tree = page.getByRole('tree', { name: 'JSON tree of a row' });
    const item = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name}`) });
    await expect.poll(() => tree.getByRole('treeitem').count()).toBe(4);
    // Keyboard: down to ordered_on, Delete removes it; down to status, rename, Alt+↑ moves it up.
    await item('sku').click();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => item('ordered_on').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Delete');
    await expect.poll(() => tree.getByRole('treeitem').count()).toBe(3);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => item('status').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('F2');
    await expect
      .poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.id))
      .toBe('json-node-key');
    await page.keyboard.type('state');
    await item('state').click();
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() =>
        tree.getByRole('treeitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-posinset'))),
      )
      .toEqual(['1', '2', '3']);
    // total becomes an object `amount` holding the total as `value`.
    await item('total').click();
    await page.getByLabel('Key', { exact: true }).fill('amount');
    await page.getByLabel('Kind', { exact: true }).selectOption('object');
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect
      .poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.id))
      .toBe('json-node-key');
    await page.keyboard.type('value');
    await page.getByLabel('Column', { exact: true }).selectOption('total');
    await expect
      .poll(async () => {
        try {
          return JSON.parse((await output(page).textContent()) ?? '')[0];
        } catch {
          return null;
        }
      })
      .toEqual({ sku: 'Red kettle', state: 'open', amount: { value: '1 234,50' } });
    await page.close();
  });

  it('writes a Twig format, marks a Twig error on its line, refuses a bad sheet name on its field and saves', async () => {
    const page = await openFormat();
    await page.getByText('Custom', { exact: true }).click();
    await page.getByLabel('Header', { exact: true }).fill('<orders>\n');
    await page
      .getByLabel('Each row', { exact: true })
      .fill('<order sku="{{ sku }}" on="{{ ordered_on }}">{{ total }}</order>\n');
    await page.getByLabel('Footer', { exact: true }).fill('</orders>\n<!-- {{ count }} -->\n');
    await waitForOutput(
      page,
      '<orders>\n<order sku="MUG-1042" on="14/03/2026">1 234,50</order>\n<order sku="TBL-0007" on="02/11/2026">89,90</order>\n',
    );
    await waitForOutput(page, '</orders>\n<!-- 3 -->\n');

    await page.getByLabel('Each row', { exact: true }).fill('<order>\n{{ sku }\n</order>\n');
    const marked = page
      .locator('.code-field', { has: page.getByLabel('Each row', { exact: true }) })
      .locator('.code-line-number.marked');
    await expect.poll(() => marked.textContent(), { timeout: 10_000 }).toBe('2');
    expect(await page.getByLabel('Each row', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Each row, line 2:').waitFor();
    await page.getByLabel('Each row', { exact: true }).fill('<order sku="{{ sku }}">{{ total }}</order>\n');
    await expect.poll(() => marked.count()).toBe(0);
    // A footer that fails while rendering is marked in the footer, not in the row template.
    const footer = page.getByLabel('Footer', { exact: true });
    await footer.fill('</orders>\n{{ count / 0 }}\n');
    const footerMark = page.locator('.code-field', { has: footer }).locator('.code-line-number.marked');
    await expect.poll(() => footerMark.textContent(), { timeout: 10_000 }).toBe('2');
    expect(await marked.count()).toBe(0);
    await footer.fill('</orders>\n<!-- {{ count }} -->\n');
    await expect.poll(() => footerMark.count()).toBe(0);
    await waitForOutput(page, '<order sku="MUG-1042">1 234,50</order>\n');

    // A worksheet name Excel forbids: the server's word stands on the field, before and at saving.
    await page.getByText('Excel', { exact: true }).click();
    await page.getByLabel('Worksheet name').fill('Q1/Q2');
    await page.getByRole('button', { name: 'Save format' }).click();
    await page.getByText('The format was not saved: 1 setting needs a change.').waitFor();
    expect(await page.getByLabel('Worksheet name').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Worksheet name').fill('Orders');
    await page.locator('.sheet-tab', { hasText: 'Orders' }).waitFor({ timeout: 10_000 });
    expect(
      await page.getByRole('table', { name: 'Worksheet Orders' }).locator('tr').first().textContent(),
    ).toBe('1skuordered_ontotalstatus');

    await page.getByText('Custom', { exact: true }).click();
    await page.getByRole('button', { name: 'Save format' }).click();
    await page.getByText('Format saved').waitFor();
    const saved = envelope(await call(server.t, owner.token, 'GET', '/template/orders')).payload.format;
    // Exactly what was set: the chosen kind and its options; the worksheet name tried above is not kept.
    const given = Object.fromEntries(Object.entries(saved).filter(([, value]) => value !== null));
    expect(given).toEqual({
      format: 'custom',
      custom: {
        header: '<orders>\n',
        item: '<order sku="{{ sku }}">{{ total }}</order>\n',
        footer: '</orders>\n<!-- {{ count }} -->\n',
        encoding: 'UTF-8',
        prettify: 'none',
      },
    });

    // Reopened, the saved format is the one shown, with nothing unsaved.
    await page.reload();
    await page.getByRole('tab', { name: 'Format' }).click();
    expect(await page.getByLabel('Each row', { exact: true }).inputValue()).toBe(
      '<order sku="{{ sku }}">{{ total }}</order>\n',
    );
    await page.getByText('No unsaved changes').waitFor();
    await page.close();
  });
});
