/**
 * The customers screens of the console in a browser: creating a customer with every field, the
 * list searched and paged by the server, editing, a duplicate refused on its field, copying a
 * template's hosted link, sending the invitation e-mail (and its 5-minute bound), deleting after a
 * confirmation, and another organisation's customer shown as not found. What the screens set is
 * read back through the API.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole } from './support/console.ts';
import { latestMessage } from './support/outbox.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string; token: string };
let page: Page;
/** A customer of the organisation `rival`, which northwind must not see. */
let rivalCustomerId: string;

async function template(token: string, handle: string, name: string) {
  const res = await call(server.t, token, 'POST', '/template', {
    name,
    template_handle: handle,
    access_type: 'restricted',
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function customer(reference: string) {
  const res = await call(server.t, owner.token, 'GET', `/customer/${encodeURIComponent(reference)}`);
  return { status: res.statusCode, customer: res.statusCode === 200 ? envelope(res).payload : null };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  owner = await server.t.organisation('northwind');
  await template(owner.token, 'suppliers', 'Supplier list');
  await template(owner.token, 'price-updates', 'Weekly price updates');
  await template(owner.token, 'stock-levels', 'Stock levels');
  const rival = await server.t.organisation('rival');
  await template(rival.token, 'secret-orders', 'Secret orders');
  const created = await call(server.t, rival.token, 'POST', '/customer', {
    name: 'Rival Hidden Name',
    email: 'hidden@rival.example',
    template_handles: ['secret-orders'],
  });
  rivalCustomerId = envelope(created).payload.customer_id;
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await browser.context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const dialog = () => page.getByRole('dialog');

describe('the customers screens', () => {
  it('create a customer with every field, list, search and page, refuse a duplicate on its field, and edit', async () => {
    await signInToConsole(page, server.url, owner, { path: 'customers' });
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    await page.getByText('No customer yet').waitFor();

    // The dialog takes the focus, Escape closes it, and the focus goes back to the button.
    const newButton = page.getByRole('button', { name: 'New customer' }).first();
    await newButton.click();
    await dialog().getByRole('heading', { name: 'New customer' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.id)).toBe('customer-name');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await newButton.evaluate((button) => button === (globalThis as any).document.activeElement)).toBe(
      true,
    );

    await newButton.click();
    const form = dialog();
    await form.getByLabel('Name', { exact: true }).fill('Ada Shipping');
    await form.getByLabel('E-mail', { exact: true }).fill('ada@shipping.example');
    await form.getByLabel('External ID').fill('ADA-001');
    await form.getByLabel('Language').selectOption('fr');
    await form.getByLabel('Search templates').fill('price');
    await form.getByRole('checkbox', { name: /Weekly price updates/ }).check();
    await form.getByLabel('Search templates').fill('');
    await form.getByRole('checkbox', { name: /Supplier list/ }).check();
    await form.getByRole('button', { name: 'Add metadata' }).click();
    await form.getByLabel('Name of metadata 1').fill('region');
    await form.getByLabel('Value of metadata 1').fill('North');
    await form.getByRole('button', { name: 'Add metadata' }).click();
    await form.getByLabel('Name of metadata 2').fill('account');
    await form.getByLabel('Value of metadata 2').fill('A-17');
    await form.getByRole('button', { name: 'Create the customer' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByText('Ada Shipping was added.').waitFor();
    const row = page.getByRole('row', { name: /Ada Shipping/ });
    for (const text of ['ada@shipping.example', 'ADA-001', 'French', 'Weekly price updates', 'Supplier list'])
      expect(await row.textContent()).toContain(text);

    const stored = (await customer('ADA-001')).customer;
    expect(stored).toMatchObject({
      name: 'Ada Shipping',
      email: 'ada@shipping.example',
      external_id: 'ADA-001',
      language: 'fr',
      user_metadata: [
        { name: 'region', value: 'North' },
        { name: 'account', value: 'A-17' },
      ],
    });
    expect(stored.templates.map((t: { template_handle: string }) => t.template_handle).sort()).toEqual([
      'price-updates',
      'suppliers',
    ]);

    // A duplicate e-mail and external ID: each refusal on its field, nothing stored.
    await newButton.click();
    await dialog().getByLabel('Name', { exact: true }).fill('Copycat');
    await dialog().getByLabel('E-mail', { exact: true }).fill('ada@shipping.example');
    await dialog().getByLabel('External ID').fill('ADA-001');
    await dialog()
      .getByRole('checkbox', { name: /Stock levels/ })
      .check();
    await dialog().getByRole('button', { name: 'Create the customer' }).click();
    await dialog().getByText('Another customer already has this e-mail address.').waitFor();
    await dialog().getByText('Another customer already has this external ID.').waitFor();
    const emailField = dialog().getByLabel('E-mail', { exact: true });
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await emailField.getAttribute('aria-describedby')).toContain('customer-email-problem');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.id)).toBe('customer-email');
    expect((await customer('Copycat')).status).toBe(404);

    // The plan's CUSTOMERS limit reached: the form says what to raise, and how.
    await server.t.services.organisations.setPlan('northwind', {
      limits: { CUSTOMERS: 1 },
      grant: [],
      revoke: [],
    });
    await dialog().getByLabel('E-mail', { exact: true }).fill('copycat@shipping.example');
    await dialog().getByLabel('External ID').fill('COPY-1');
    await dialog().getByRole('button', { name: 'Create the customer' }).click();
    expect(await dialog().getByRole('alert').textContent()).toBe(
      'Your plan’s customer limit (CUSTOMERS) is reached. To add customers, raise it: whoever runs Ferry for you does so with the command ferry plan set --subdomain northwind --limit CUSTOMERS=<number>.',
    );
    await server.t.services.organisations.setPlan('northwind', {
      limits: { CUSTOMERS: 100_000 },
      grant: [],
      revoke: [],
    });
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    expect((await customer('COPY-1')).status).toBe(404);

    // Enough customers for two pages of 20, found by the server's search.
    for (let i = 1; i <= 21; i++)
      await call(server.t, owner.token, 'POST', '/customer', {
        name: `Bulk customer ${String(i).padStart(2, '0')}`,
        email: `bulk${i}@example.com`,
        template_handles: ['stock-levels'],
      });
    await page.reload();
    await page.getByText('22 customers').waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await page.getByRole('row', { name: /Bulk customer 21/ }).waitFor();
    expect(await page.getByRole('row').count()).toBe(3);
    await page.getByLabel('Search by name, e-mail or external ID').fill('ada-0');
    await page.getByText('1 customer', { exact: true }).waitFor();
    expect(await page.getByRole('row', { name: /Bulk customer/ }).count()).toBe(0);
    await page.getByLabel('Search by name, e-mail or external ID').fill('nobody like this');
    await page.getByText('No customer matches “nobody like this”.').waitFor();
    // A lost connection is said as such, with a retry that works once it is back.
    await browser.context.setOffline(true);
    await page.getByLabel('Search by name, e-mail or external ID').fill('shipping');
    await page.getByText('Ferry cannot be reached. Check your connection, then try again.').waitFor();
    await browser.context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('row', { name: /Ada Shipping/ }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    // Editing from the customer's page.
    await page.getByRole('link', { name: 'Ada Shipping' }).click();
    await page.getByRole('heading', { name: 'Ada Shipping', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/customers/${stored.customer_id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await dialog().getByLabel('Name', { exact: true }).fill('Ada Shipping Ltd');
    await dialog().getByLabel('Language').selectOption('en');
    await dialog().getByRole('button', { name: 'Remove Supplier list' }).click();
    await dialog().getByLabel('Value of metadata 1').fill('South');
    await dialog().getByRole('button', { name: 'Remove metadata 2' }).click();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved.').waitFor();
    await page.getByRole('heading', { name: 'Ada Shipping Ltd', level: 1 }).waitFor();
    expect((await customer('ADA-001')).customer).toMatchObject({
      name: 'Ada Shipping Ltd',
      email: 'ada@shipping.example',
      language: 'en',
      user_metadata: [{ name: 'region', value: 'South' }],
      templates: [{ template_handle: 'price-updates' }],
    });
  });

  it('copy a hosted link, send an invitation once in 5 minutes, and delete after naming the customer', async () => {
    const link = `${server.url}/import/northwind/price-updates`;
    expect(await page.getByLabel('Import link of Weekly price updates').inputValue()).toBe(link);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(link);

    await page.getByRole('button', { name: 'Send an invitation' }).click();
    await dialog().getByText('ada@shipping.example').waitFor();
    expect(await dialog().getByLabel('Template').inputValue()).toBe('price-updates');
    await dialog().getByRole('button', { name: 'Send the invitation' }).click();
    // In the customer's language, set to English by the edit.
    await dialog().getByText('Sent to ada@shipping.example, in English.').waitFor();
    const mail = await latestMessage(server.t.services.ctx.config.dataDir, 'ada@shipping.example', link);
    expect(mail).toContain('Weekly price updates');
    await dialog().getByRole('button', { name: 'Close' }).last().click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Send an invitation' }).click();
    await dialog().getByRole('button', { name: 'Send the invitation' }).click();
    expect(await dialog().getByRole('alert').textContent()).toMatch(
      /^This customer was invited less than 5 minutes ago\. You can send another invitation at \d\d:\d\d\.$/,
    );
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog().getByRole('heading', { name: 'Delete Ada Shipping Ltd?' }).waitFor();
    // The safe choice has the focus: Enter at once deletes nothing.
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.textContent)).toBe('Cancel');
    await dialog().getByRole('button', { name: 'Delete the customer' }).click();
    await page.getByText('Ada Shipping Ltd was deleted.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/customers');
    expect((await customer('ADA-001')).status).toBe(404);
  });

  it("shows another organisation's customer as not found, with nothing of it", async () => {
    await page.goto(`${server.url}/app/customers/${rivalCustomerId}`);
    await page.getByRole('heading', { name: 'Customer not found' }).waitFor();
    const shown = await page.locator('main').textContent();
    expect(shown).not.toContain('Rival Hidden Name');
    expect(shown).not.toContain('hidden@rival.example');
    expect(shown).not.toContain('secret-orders');
    await page.goto(`${server.url}/app/customers/no-such-customer?lang=fr`);
    await page.getByRole('heading', { name: 'Client introuvable' }).waitFor();
  });
});
