/**
 * A template built in the console from scratch: created from the "New template" dialog, every
 * setting saved and read back from the API, a refused value shown on its field, one column of each
 * of the 13 types with a setting of its own, columns moved from the keyboard and with the mouse,
 * edited and deleted, and a reference to a missing column listed on the template and its column.
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
const HANDLE = 'spring-orders-2027';

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  owner = await server.t.organisation('northwind');
  page = await browser.context.newPage();
  await signInToConsole(page, server.url, owner);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function api(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  const res = await call(server.t, owner.token, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}
const technicalNames = async () =>
  ((await api('GET', `/template/${HANDLE}/columns`)) as { technical_name: string }[]).map(
    (column) => column.technical_name,
  );
const shownNames = () =>
  page.locator('.column-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-column')));

/** One column of each type, with a setting its type alone has, and the `type` object it must read back as. */
const COLUMNS: { label: string; type: string; set: () => Promise<void>; expected: object }[] = [
  {
    label: 'Reference',
    type: 'TEXT',
    set: () =>
      page
        .getByLabel('Case')
        .selectOption('upper')
        .then(() => undefined),
    expected: { text_data_type: { case: 'upper' } },
  },
  {
    label: 'Unit price',
    type: 'NUMBER',
    set: async () => {
      await page.getByLabel('Decimals').fill('2');
      await page.getByLabel('Decimal separator', { exact: true }).fill(',');
      await page.getByLabel('Pad with zeros').check();
    },
    expected: { number_data_type: { decimals: 2, separator_decimals: ',', trailing_zeros: true } },
  },
  {
    label: 'Order date',
    type: 'DATE',
    set: async () => {
      await page.getByLabel('Source formats').fill('DD.MM.YYYY\nYYYYMMDD');
      await page.getByLabel('Target format').fill('DD/MM/YYYY');
    },
    expected: { date_data_type: { input_formats: ['DD.MM.YYYY', 'YYYYMMDD'], output_format: 'DD/MM/YYYY' } },
  },
  {
    label: 'Delivery month',
    type: 'DATE_FORMAT',
    set: () => page.getByLabel('Format', { exact: true }).fill('MM/YYYY'),
    expected: { date_format_data_type: { format: 'MM/YYYY' } },
  },
  {
    label: 'Gift wrap',
    type: 'BOOLEAN',
    set: async () => {
      await page.getByLabel('Written for yes').fill('Y');
      await page.getByLabel('Written for no').fill('N');
      await page.getByLabel('Empty means no').check();
    },
    expected: { boolean_data_type: { true_value: 'Y', false_value: 'N', empty_is_false: true } },
  },
  {
    label: 'Size',
    type: 'CHOICE',
    set: async () => {
      await page.getByRole('button', { name: 'Add a choice' }).click();
      await page.getByLabel('Value of choice 1').fill('S');
      await page.getByLabel('Label of choice 1').fill('Small');
      await page.getByLabel('Synonyms of choice 1').fill('petit, tiny');
      await page.getByRole('button', { name: 'Add a choice' }).click();
      await page.getByLabel('Value of choice 2').fill('L');
      await page.getByLabel('Written in the target').selectOption('label');
    },
    expected: {
      choice_data_type: {
        choices: [{ value: 'S', label: 'Small', synonyms: ['petit', 'tiny'] }, { value: 'L' }],
        output: 'label',
      },
    },
  },
  {
    label: 'Country',
    type: 'LIST_OF_VALUES',
    set: () => page.getByLabel('Values', { exact: true }).fill('FR|France\nBE|Belgium|Belgique'),
    expected: {
      list_of_values_data_type: {
        values: [
          { value: 'FR', synonyms: ['France'] },
          { value: 'BE', synonyms: ['Belgium', 'Belgique'] },
        ],
      },
    },
  },
  {
    label: 'Contact e-mail',
    type: 'EMAIL',
    set: () => page.getByLabel('Lower-case the whole address').check(),
    expected: { email_data_type: { lowercase_local_part: true } },
  },
  {
    label: 'Website',
    type: 'URL',
    set: () => page.getByLabel('Add a missing scheme').uncheck(),
    expected: { url_data_type: { add_missing_scheme: false } },
  },
  {
    label: 'Photo',
    type: 'IMAGE',
    set: () => page.getByLabel('Allowed extensions').fill('png\njpg'),
    expected: { image_data_type: { extensions: ['png', 'jpg'] } },
  },
  {
    label: 'Options',
    type: 'JSON',
    set: () =>
      page
        .getByLabel('Document')
        .selectOption('object')
        .then(() => undefined),
    expected: { json_data_type: { root: 'object' } },
  },
  {
    label: 'Channel',
    type: 'VALUE',
    set: () => page.getByLabel('Value', { exact: true }).fill('web-shop'),
    expected: { value_data_type: { value: 'web-shop' } },
  },
  {
    label: 'Full name',
    type: 'COLUMN',
    set: () => page.getByLabel('Expression').fill('%(first) %(last)'),
    expected: { column_data_type: { expression: '%(first) %(last)' } },
  },
];

describe('the template editor', () => {
  it('creates a template from the dialog and saves every setting, a refused one shown on its field', async () => {
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.waitFor();
    // Focus starts in the dialog and Escape closes it.
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.id)).toBe(
      'new-template-name',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByLabel('Name').fill('Spring orders 2027');
    expect(await page.getByLabel('Handle').inputValue()).toBe(HANDLE);
    // Tab never reaches the page behind the dialog: past its last button, the focus goes to the
    // browser's own controls (nothing in the page), then back into the dialog.
    await page.getByRole('button', { name: 'Create template' }).focus();
    const places: string[] = [];
    for (let press = 0; press < 2; press++) {
      await page.keyboard.press('Tab');
      places.push(
        await page.evaluate(() => {
          const focused = (globalThis as any).document.activeElement;
          if (!focused || focused === (globalThis as any).document.body) return 'browser';
          return focused.closest('dialog') ? 'dialog' : 'page';
        }),
      );
    }
    expect(places).not.toContain('page');
    expect(places).toContain('dialog');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByRole('heading', { name: 'Spring orders 2027' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/templates/${HANDLE}/settings`);
    expect(await page.getByLabel('Import page to share with your customers').inputValue()).toBe(
      `${server.url}/import/northwind/${HANDLE}`,
    );

    await page.getByLabel('Description').fill('Orders of the spring campaign');
    await page.getByLabel('Picture URL').fill('https://cdn.example.com/spring.png');
    await page.getByLabel('Item').fill('order');
    await page.getByLabel('Who may use it').selectOption('restricted');
    await page.getByLabel('Maximum file size (MB)').fill('5');
    await page.getByLabel('Accept files with errors').check();
    await page.getByLabel('File name').fill('orders-');
    await page.getByRole('button', { name: 'Insert the year {YYYY}' }).click();
    await page.getByRole('button', { name: 'Insert the month {MM}' }).click();
    await page.getByLabel('Extension').fill('txt');
    await page.getByLabel('Export empty columns').uncheck();
    await page.getByLabel('Enabled').uncheck();
    await page.getByRole('button', { name: 'Add metadata' }).click();
    await page.getByLabel('Name of item 1').fill('erp');
    await page.getByLabel('Value of item 1').fill('sap-42');
    expect(await page.locator('.save-bar [role=status]').textContent()).toBe('You have unsaved changes.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('All changes saved.').waitFor();

    const template = await api('GET', `/template/${HANDLE}`);
    expect(template).toMatchObject({
      name: 'Spring orders 2027',
      description: 'Orders of the spring campaign',
      picture_url: 'https://cdn.example.com/spring.png',
      item: 'order',
      access_type: 'restricted',
      accept_errors: true,
      max_file_size: 5 * 1024 * 1024,
      file_name: 'orders-{YYYY}{MM}',
      extension: 'txt',
      export_empty_columns: false,
      is_enabled: false,
      user_metadata: [{ name: 'erp', value: 'sap-42' }],
    });
    expect(await page.locator('.template-title .badge').textContent()).toBe('Disabled');

    // The server's refusal stands under the field it names, and nothing is stored.
    await page.getByLabel('Extension').fill('t.x.t');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const refused = page.locator('#template-extension-error');
    await refused.waitFor();
    expect(await refused.textContent()).not.toBe('');
    expect(await page.getByLabel('Extension').getAttribute('aria-invalid')).toBe('true');
    expect((await api('GET', `/template/${HANDLE}`)).extension).toBe('txt');
    // Leaving with unsaved changes asks first; staying keeps them.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        dialog.dismiss();
      }),
    );
    await page.getByRole('tab', { name: 'Columns' }).click();
    expect(await asked).toBe('Leave this page? Your unsaved changes will be lost.');
    expect(new URL(page.url()).pathname).toBe(`/app/templates/${HANDLE}/settings`);
    expect(await page.getByLabel('Extension').inputValue()).toBe('t.x.t');
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await page.getByLabel('Extension').inputValue()).toBe('txt');

    // Tabs: the arrows move between them, each at its own address.
    await page.getByRole('tab', { name: 'Settings' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Columns' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/templates/${HANDLE}/columns`);
    expect(await page.getByRole('tab', { name: 'Columns' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.id)).toBe('tab-columns');
  }, 60_000);

  it('adds a column of each type, moves, edits and deletes them, and shows a missing column', async () => {
    // No answer from the server: the page says so and tries again on request.
    await page.route('**/template/*/columns', (route) => route.abort());
    await page.reload();
    await page.getByRole('alert').getByText('Ferry cannot be reached').waitFor();
    await page.unroute('**/template/*/columns');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Columns' }).waitFor();
    for (const column of COLUMNS) {
      await page.getByRole('button', { name: 'Add a column' }).click();
      await page.getByRole('dialog', { name: 'New column' }).waitFor();
      await page.locator('#column-pretty-name').fill(column.label);
      await page.getByLabel('Type', { exact: true }).selectOption(column.type);
      await column.set();
      await page.getByRole('button', { name: 'Add the column' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    const names = [
      'reference',
      'unit_price',
      'order_date',
      'delivery_month',
      'gift_wrap',
      'size',
      'country',
      'contact_e_mail',
      'website',
      'photo',
      'options',
      'channel',
      'full_name',
    ];
    const stored = (await api('GET', `/template/${HANDLE}/columns`)) as any[];
    expect(stored.map((c) => c.technical_name)).toEqual(names);
    COLUMNS.forEach((column, index) => {
      expect(stored[index].pretty_name).toBe(column.label);
      expect(stored[index].type).toMatchObject({ type: column.type, ...column.expected });
    });
    expect(await shownNames()).toEqual(names);

    // From the keyboard: Space lifts, the arrows move, Space drops.
    await page.getByRole('button', { name: 'Move Reference' }).focus();
    await page.keyboard.press('Space');
    const live = page.locator('[aria-live]');
    expect(await live.textContent()).toBe('Reference lifted, position 1 of 13.');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await live.textContent()).toBe('Reference moved to position 3 of 13.');
    await page.keyboard.press('Space');
    const keyed = ['unit_price', 'order_date', 'reference', ...names.slice(3)];
    await expect.poll(technicalNames).toEqual(keyed);
    await expect.poll(shownNames).toEqual(keyed);
    // Escape puts a lifted column back where it was, and nothing is saved.
    await page.getByRole('button', { name: 'Move Photo' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    expect((await shownNames())[8]).toBe('photo');
    await page.keyboard.press('Escape');
    expect(await live.textContent()).toBe('Move cancelled: Photo is back at position 10 of 13.');
    expect(await shownNames()).toEqual(keyed);

    // With the mouse: the last row dragged onto the first. Both rows in view: a drag that
    // scrolls the page starts, in the driven browser, from whatever row the scroll brought under the pointer.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page
      .locator('.column-row[data-column=full_name] .move-handle')
      .dragTo(page.locator('.column-row[data-column=unit_price]'));
    const dragged = ['full_name', ...keyed.slice(0, -1)];
    await expect.poll(technicalNames).toEqual(dragged);
    expect(await shownNames()).toEqual(dragged);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A technical name already used is refused on its field.
    await page.getByRole('button', { name: 'Add a column' }).click();
    await page.locator('#column-pretty-name').fill('Reference');
    await page.getByRole('button', { name: 'Add the column' }).click();
    await page.locator('#column-technical-name-error').waitFor();
    expect(await page.locator('#column-technical-name-error').textContent()).toContain('already used');
    // Closing a form with changes asks first.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        dialog.accept();
      }),
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await asked).toBe('Close the form? The changes to this column will be lost.');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Editing keeps the type's settings and changes the rest.
    await page.getByRole('button', { name: 'Edit Size' }).click();
    await page.getByRole('dialog', { name: 'Column “Size”' }).waitFor();
    expect(await page.getByLabel('Label of choice 1').inputValue()).toBe('Small');
    await page.locator('#column-pretty-name').fill('T-shirt size');
    await page.getByLabel('Description').fill('As printed on the label');
    await page.getByLabel('Required').check();
    await page.getByLabel('Unique values').check();
    await page.getByLabel('Hidden from senders').check();
    await page.getByLabel('Matchable automatically').check();
    await page.getByRole('button', { name: 'Add metadata' }).click();
    await page.getByLabel('Name of item 1').fill('erp_field');
    await page.getByLabel('Value of item 1').fill('SIZE');
    await page.getByRole('button', { name: 'Save the column' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const sizeId = (await api('GET', `/template/${HANDLE}/columns`)).find(
      (c: any) => c.technical_name === 'size',
    ).column_id;
    expect(await api('GET', `/template/${HANDLE}/column/${sizeId}`)).toMatchObject({
      pretty_name: 'T-shirt size',
      technical_name: 'size',
      description: 'As printed on the label',
      importance: 'required',
      uniqueness: true,
      hidden: true,
      matchable_with_ai: true,
      user_metadata: [{ name: 'erp_field', value: 'SIZE' }],
      type: { type: 'CHOICE', choice_data_type: { output: 'label' } },
    });

    // Deleting asks first; Escape keeps the column. (A column added for it: the template keeps one of each type.)
    await api('POST', `/template/${HANDLE}/column`, {
      technical_name: 'notes',
      pretty_name: 'Notes',
      type: { type: 'TEXT' },
    });
    await page.reload();
    await page.getByRole('button', { name: 'Delete Notes' }).click();
    await page.getByRole('alertdialog', { name: 'Delete the column “Notes”?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Notes' }).click();
    await page.getByRole('button', { name: 'Delete the column' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(technicalNames).toEqual(dragged);
    expect(await shownNames()).toEqual(dragged);

    // A condition naming a column the template lacks is a problem of the template and of its column.
    await api('POST', `/template/${HANDLE}/column`, {
      technical_name: 'discount',
      pretty_name: 'Discount',
      type: { type: 'NUMBER' },
      importance: 'conditional',
      conditions: '#(emial)/IS_NOT_EMPTY',
    });
    await page.reload();
    const problems = page.getByRole('region', { name: '1 problem to fix' });
    await problems.waitFor();
    expect(await problems.textContent()).toContain('"emial"');
    expect(await problems.getByRole('link', { name: 'Discount' }).count()).toBe(1);
    expect(await page.locator('.column-row[data-column=discount] .column-problems').textContent()).toContain(
      '"emial"',
    );
  }, 120_000);

  it('takes two conditions, three constraints, a JSON tree and a Twig format, previewed at each change, and stores what the screens show', async () => {
    await page.goto(`${server.url}/app/templates/${HANDLE}/columns`);
    const conditions = page.getByLabel('Conditions', { exact: true });
    // Two conditions: the typo above fixed, and a column made conditional.
    await page.getByRole('button', { name: 'Edit Discount' }).click();
    await conditions.fill('#(unit_price)/greater/100');
    await page.getByText('The conditions are valid.').waitFor();
    await page.getByRole('button', { name: 'Save the column' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit Website' }).click();
    await page.getByLabel('Conditional').check();
    await conditions.fill('#(channel)/EQUALS/web-shop\nOR/#(contact_e_mail)/IS_EMPTY');
    await page.getByText('The conditions are valid.').waitFor();
    await page.getByRole('button', { name: 'Save the column' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('region', { name: /problem to fix/ }).waitFor({ state: 'detached' });

    // Three constraints, each from the catalog's form of its function.
    const constraints: [string, string, [string, string][], string][] = [
      [
        'Reference',
        'length_between',
        [
          ['min', '3'],
          ['max', '20'],
        ],
        'The value must have between 3 and 20 characters',
      ],
      ['Unit price', 'greater_than', [['limit', '0']], 'The value must be greater than 0'],
      ['Contact e-mail', 'ends_by', [['suffix', '.com']], 'The value must end with .com'],
    ];
    for (const [column, fn, args, sentence] of constraints) {
      await page.getByRole('button', { name: `Edit ${column}` }).click();
      await page.getByRole('button', { name: 'Add a constraint' }).click();
      await page.getByLabel('Search the checks').fill(fn);
      await page.getByRole('button', { name: new RegExp(`^${fn}`) }).click();
      for (const [name, value] of args) await page.getByLabel(`@${name}`).fill(value);
      await page.getByRole('button', { name: 'Add the constraint' }).click();
      await page.locator('.constraints-editor').getByText(sentence).waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    // A JSON tree, the preview read after each change.
    await page.getByRole('tab', { name: 'Format' }).click();
    const output = page.getByTestId('format-output');
    const firstRow = async () => {
      try {
        return JSON.parse((await output.textContent()) ?? '')[0] as Record<string, unknown>;
      } catch {
        return null;
      }
    };
    await page.getByText('JSON', { exact: true }).click();
    await page.getByRole('button', { name: 'Build a tree from the columns' }).click();
    await expect.poll(async () => Object.keys((await firstRow()) ?? {})).toContain('reference');
    const tree = page.getByRole('tree', { name: 'JSON tree of a row' });
    await tree.getByRole('treeitem', { name: /^reference/ }).click();
    await page.getByLabel('Key', { exact: true }).fill('ref');
    await expect.poll(async () => Object.keys((await firstRow()) ?? {})).toContain('ref');
    expect(Object.keys((await firstRow())!)).not.toContain('reference');
    await tree.getByRole('treeitem', { name: /^photo/ }).click();
    await page.keyboard.press('Delete');
    await expect.poll(async () => Object.keys((await firstRow()) ?? {})).not.toContain('photo');
    await page.getByLabel('Reference, row 1').fill('ABC-1');
    await expect.poll(async () => (await firstRow())?.ref).toBe('ABC-1');
    await page.getByRole('button', { name: 'Save format' }).click();
    await page.getByText('Format saved').waitFor();
    const jsonFormat = (await api('GET', `/template/${HANDLE}`)).format;
    expect(jsonFormat.format).toBe('json');
    expect(JSON.stringify(jsonFormat)).toContain('"ref"');
    expect(JSON.stringify(jsonFormat)).not.toContain('"photo"');

    // A Twig format: header, each row, footer.
    await page.getByText('Custom', { exact: true }).click();
    await page.getByLabel('Header', { exact: true }).fill('BEGIN\n');
    await page.getByLabel('Each row', { exact: true }).fill('{{ reference }}|{{ channel }}\n');
    await expect.poll(() => output.textContent()).toContain('BEGIN\nABC-1|web-shop\n');
    await page.getByLabel('Footer', { exact: true }).fill('END {{ count }}\n');
    await expect.poll(() => output.textContent()).toMatch(/\|web-shop\nEND \d+\n$/);
    await page.getByRole('button', { name: 'Save format' }).click();
    await page.getByText('Format saved').waitFor();

    // The template as the API reads it is what the screens set.
    const template = await api('GET', `/template/${HANDLE}`);
    expect(template.problems).toEqual([]);
    expect(template.format).toMatchObject({
      format: 'custom',
      custom: { header: 'BEGIN\n', item: '{{ reference }}|{{ channel }}\n', footer: 'END {{ count }}\n' },
    });
    const columns = (await api('GET', `/template/${HANDLE}/columns`)) as any[];
    expect(new Set(columns.map((column) => column.type.type)).size).toBe(13);
    const byName = Object.fromEntries(columns.map((column) => [column.technical_name, column]));
    expect(byName.discount).toMatchObject({
      importance: 'conditional',
      conditions: '#(unit_price)/GREATER/100',
    });
    expect(byName.website).toMatchObject({
      importance: 'conditional',
      conditions: '#(channel)/EQUALS/web-shop\nOR/#(contact_e_mail)/IS_EMPTY',
    });
    const technical = {
      Reference: 'reference',
      'Unit price': 'unit_price',
      'Contact e-mail': 'contact_e_mail',
    };
    for (const [column, fn, args] of constraints) {
      const id = byName[technical[column as keyof typeof technical]].column_id;
      const stored = (await api('GET', `/template/${HANDLE}/column/${id}/constraints`)) as any[];
      expect(stored.map((c) => ({ fn: c.function, args: c.arguments }))).toEqual([
        { fn, args: args.map(([name, value]) => ({ name, value })) },
      ]);
    }
  }, 120_000);

  it("shows another organisation's template as missing, with nothing of it", async () => {
    const other = await server.t.organisation('southwind');
    const created = await call(server.t, other.token, 'POST', '/template', {
      name: 'Secret price list',
      template_handle: 'secret-prices',
    });
    expect(created.statusCode, created.body).toBe(200);
    const seen: string[] = [];
    page.on('response', (response) => seen.push(`${response.status()} ${new URL(response.url()).pathname}`));
    await page.goto(`${server.url}/app/templates/secret-prices/settings`);
    await page.getByText('There is no template “secret-prices” in your organisation.').waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Secret price list');
    expect(seen).toContain('404 /template/secret-prices');
    expect(await page.getByRole('tab').count()).toBe(0);
  });
});
