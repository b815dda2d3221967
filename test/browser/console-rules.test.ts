/**
 * A column's rules in the console's column form: conditions judged by the server as one types, the
 * problem marked where it is and said under the field, a column picked from the `#(` suggestions,
 * a save's refusal shown the same way; constraints of three kinds of arguments added from the
 * catalog, one refused on the argument the server names, one edited, one deleted, and what the
 * screens set read back from the API.
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
let page: Page;
const columnIds: Record<string, string> = {};

async function api(method: 'GET' | 'POST', url: string, body?: object) {
  const res = await call(server.t, owner.token, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  owner = await server.t.organisation('northwind');
  await api('POST', '/template', { name: 'Orders', template_handle: 'orders' });
  const columns: [string, string][] = [
    ['reference', 'Reference'],
    ['country', 'Country'],
    ['status', 'Status'],
    ['shipped_on', 'Shipped on'],
  ];
  for (const [technical_name, pretty_name] of columns) {
    const column = await api('POST', '/template/orders/column', {
      technical_name,
      pretty_name,
      type: { type: 'TEXT' },
    });
    columnIds[technical_name] = column.column_id;
  }
  page = await browser.context.newPage();
  await signInToConsole(page, server.url, owner);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openColumn(name: string) {
  await page.goto(`${server.url}/app/templates/orders`);
  await page.getByRole('tab', { name: 'Columns' }).click();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('dialog', { name: `Column “${name}”` }).waitFor();
}

const problemUnder = () => page.locator('.condition-status .rules-problem');

describe("a column's conditions", () => {
  it('are checked as one types, the problem marked in place, a column picked from #(, a refused save shown alike', async () => {
    await openColumn('Reference');
    await page.getByLabel('Conditional').check();
    const field = page.getByLabel('Conditions', { exact: true });

    await field.fill('#(country)/EQUALZ/FR');
    await problemUnder().getByText('Line 1, column 12: expected an operator').waitFor();
    expect(await problemUnder().textContent()).toContain('did you mean EQUALS?');
    expect(await page.locator('.condition-marker').textContent()).toBe('EQUALZ');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // The marks sit under the text only if both are laid out alike, whatever the page's own styles.
    const layout = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const style = (globalThis as any).getComputedStyle(element);
        return [style.font, style.padding, style.borderWidth, style.whiteSpace, style.letterSpacing];
      });
    expect(await layout('.condition-backdrop')).toEqual(await layout('#column-conditions'));
    // The sentence is what the field is described by.
    const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
    expect(describedBy).toContain(await page.locator('.condition-status').getAttribute('id'));

    // The text rewritten from the start: #( offers the columns, Enter inserts the one chosen.
    await field.fill('');
    await field.pressSequentially('#(s');
    const listbox = page.getByRole('listbox', { name: 'Columns of the template' });
    await listbox.waitFor();
    expect(await listbox.getByRole('option').allTextContents()).toEqual([
      'Status#(status)',
      'Shipped on#(shipped_on)',
    ]);
    expect(await field.getAttribute('aria-activedescendant')).toBe(
      await listbox.getByRole('option').first().getAttribute('id'),
    );
    // Escape closes the list, not the dialog around the form; typing on opens it again.
    await field.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(1);
    await field.press('Backspace');
    await field.pressSequentially('s');
    await listbox.waitFor();
    await field.press('ArrowDown');
    expect(await listbox.getByRole('option', { selected: true }).textContent()).toBe(
      'Shipped on#(shipped_on)',
    );
    await field.press('ArrowUp');
    await field.press('Enter');
    await listbox.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('#(status)');
    await field.pressSequentially('/equals/shipped\nor/#(cou');
    await listbox.getByRole('option', { name: /Country/ }).click();
    await field.pressSequentially('/CONTAINED_IN/FR,BE');
    expect(await field.inputValue()).toBe('#(status)/equals/shipped\nor/#(country)/CONTAINED_IN/FR,BE');
    await page.getByText('The conditions are valid.').waitFor();
    expect(await page.locator('.condition-status code').textContent()).toBe(
      '#(status)/EQUALS/shipped\nOR/#(country)/CONTAINED_IN/FR,BE',
    );
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('.condition-marker').count()).toBe(0);

    // A reference to a column the template lacks is a warning, not an error.
    await field.fill('#(stauts)/IS_EMPTY');
    await page.getByText('No column of this template is called #(stauts) yet').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBeNull();

    // With the checks cut off, the field says so; the save's 409 is then shown as a check's is.
    await page.route('**/conditions/check', (route) => route.abort());
    await field.fill('#(status)/EQUALS');
    await page.getByText('The conditions could not be checked: the server did not answer.').waitFor();
    await page.getByRole('button', { name: 'Save the column' }).click();
    await problemUnder()
      .getByText(/^Line 1, column \d+: expected a value or a column reference after EQUALS/)
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    const stored = await api('GET', `/template/orders/column/${columnIds.reference}`);
    expect(stored.conditions).toBeNull();
    await page.unroute('**/conditions/check');

    await field.fill('#(status)/equals/shipped');
    await page.getByText('The conditions are valid.').waitFor();
    await page.getByRole('button', { name: 'Save the column' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const saved = await api('GET', `/template/orders/column/${columnIds.reference}`);
    expect(saved).toMatchObject({ importance: 'conditional', conditions: '#(status)/EQUALS/shipped' });
  });
});

describe("a column's constraints", () => {
  it('are added from the catalog, refused on the argument named, edited, deleted and stored as set', async () => {
    await openColumn('Shipped on');
    const editor = page.locator('.constraints-editor');
    await editor.getByText('No constraint yet.').waitFor();

    // Integers, refused on the argument the server names, then fixed.
    await page.getByRole('button', { name: 'Add a constraint' }).click();
    await page.getByLabel('Search the checks').fill('length');
    expect(await page.getByRole('button', { name: /^is_/ }).count()).toBe(0);
    await page.getByRole('button', { name: /length_between/ }).click();
    await page.getByLabel('@min').fill('10');
    await page.getByLabel('@max').fill('4');
    await page.getByRole('button', { name: 'Add the constraint' }).click();
    await page.getByText('max must be greater than or equal to min.').waitFor();
    expect(await page.getByLabel('@max').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('@min').getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('@max').fill('12');
    await page.getByRole('button', { name: 'Add the constraint' }).click();
    await editor.getByText('The value must have between 10 and 12 characters').waitFor();

    // A column of the template and a list, with a message of one's own.
    await page.getByRole('button', { name: 'Add a constraint' }).click();
    await page.getByLabel('Search the checks').fill('filled');
    await page.getByRole('button', { name: /is_filled_if_other_value_in/ }).click();
    await page.getByLabel('@other_column').selectOption({ label: 'Status — #(status)' });
    await page.getByLabel('@values').fill('shipped, delivered');
    await page.getByLabel('Message shown to senders').fill('Give the date once the order is @values');
    await page.getByRole('button', { name: 'Add the constraint' }).click();
    await editor.getByText('The value is required when #(status) is one of shipped, delivered').waitFor();
    await editor.getByText('Message: Give the date once the order is shipped, delivered').waitFor();

    // A choice among the function's values, found in its group.
    await page.getByRole('button', { name: 'Add a constraint' }).click();
    await page.getByRole('heading', { name: 'Dates' }).waitFor();
    await page.getByRole('button', { name: /is_date_position/ }).click();
    await page.getByLabel('@position').selectOption('PAST');
    await page.getByRole('button', { name: 'Add the constraint' }).click();
    await editor.getByText('The date must be in the PAST').waitFor();
    expect(await editor.locator('.constraint-item').count()).toBe(3);

    // Edited in place.
    await page.getByRole('button', { name: 'Edit the constraint length_between' }).click();
    expect(await page.getByLabel('@min').inputValue()).toBe('10');
    await page.getByLabel('@min').fill('8');
    await page.getByRole('button', { name: 'Save the constraint' }).click();
    await editor.getByText('The value must have between 8 and 12 characters').waitFor();

    // Deleted after a question; cancelling it first keeps the constraint.
    await page.getByRole('button', { name: 'Delete the constraint is_date_position' }).click();
    await editor.getByRole('button', { name: 'Cancel' }).click();
    expect(await editor.locator('.constraint-item').count()).toBe(3);
    await page.getByRole('button', { name: 'Delete the constraint is_date_position' }).click();
    await editor.getByText('Delete this constraint?').waitFor();
    await editor.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => editor.locator('.constraint-item').count()).toBe(2);

    const stored = (await api('GET', `/template/orders/column/${columnIds.shipped_on}/constraints`)) as {
      function: string;
      label: string | null;
      arguments: { name: string; value: string | null }[];
    }[];
    expect(stored.map(({ function: fn, label, arguments: args }) => ({ fn, label, args }))).toEqual([
      {
        fn: 'length_between',
        label: null,
        args: [
          { name: 'min', value: '8' },
          { name: 'max', value: '12' },
        ],
      },
      {
        fn: 'is_filled_if_other_value_in',
        label: 'Give the date once the order is @values',
        args: [
          { name: 'other_column', value: '#(status)' },
          { name: 'values', value: 'shipped, delivered' },
        ],
      },
    ]);
  });
});
