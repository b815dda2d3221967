/**
 * The records screens of the console in a browser: a column's change found in the audit log with
 * its name before and after, the audit log refused to a member in a sentence, a bulk import of
 * customers by file followed to its report with a refused line, and the usage page with the
 * limits and today's rows after a submission. One server and one browser for the file.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../support/app.ts';
import { call, createContactsTemplate, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole, signOutOfConsole } from './support/console.ts';
import { latestLink } from './support/outbox.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string; token: string };
let page: Page;
const member = { email: 'mia@northwind.example', password: 'member secret 1' };

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  owner = await server.t.organisation('northwind');
  await createContactsTemplate(server.t, owner.token, 'orders');
  const invited = await call(server.t, owner.token, 'POST', '/members/invitations', {
    email: member.email,
    role: 'member',
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const link = await latestLink(server.t.services.ctx.config.dataDir, member.email, '/app/invitation');
  const joined = await server.t.app.inject({
    method: 'POST',
    url: '/auth/invitation',
    payload: { token: decodeURIComponent(link.split('#')[1]!), password: member.password, name: 'Mia' },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the records screens', () => {
  it('find a column change in the audit log with its name before and after', async () => {
    // The name is changed in the console's column editor, as a person would.
    await signInToConsole(page, server.url, owner, { path: 'templates/orders/columns' });
    await page.getByRole('button', { name: 'Edit E-mail' }).click();
    await page.locator('#column-pretty-name').fill('Customer e-mail');
    await page.getByRole('button', { name: 'Save the column' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.getByLabel('What').selectOption('column');
    // The filter is kept in the address: a reload shows the same entries.
    await expect.poll(() => new URL(page.url()).searchParams.get('resource_type')).toBe('column');
    await page.reload();
    expect(await page.getByLabel('What').inputValue()).toBe('column');

    const entry = page.locator('.audit-entry', {
      hasText: `${owner.email} changed column Customer e-mail of template orders`,
    });
    await entry.waitFor();
    // Only column entries: three created, one changed.
    await expect.poll(() => page.locator('.audit-entry').count()).toBe(4);
    const toggle = entry.locator('.audit-toggle');
    expect(await toggle.textContent()).toBe('Show the changes');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.textContent()).toBe('Hide the changes');
    const diff = entry.locator('table.audit-diff');
    await diff.waitFor();
    const row = diff.getByRole('row', { name: /pretty_name/ });
    expect(await row.locator('del').textContent()).toBe('E-mail');
    expect(await row.locator('ins').textContent()).toBe('Customer e-mail');
    // Only what changed: the name alone, not the fields that stayed.
    expect(await diff.locator('tbody th').allTextContents()).toEqual(['pretty_name']);
    await signOutOfConsole(page);
  });

  it('tells a member that only owners and admins read the audit log and start imports', async () => {
    await signInToConsole(page, server.url, member, { path: 'audit-log' });
    await page.getByText('Only owners and admins read the audit log.', { exact: false }).waitFor();
    expect(await page.locator('[role=alert]').count()).toBe(0);
    expect(await page.locator('.audit-entry').count()).toBe(0);
    // Nor does a member start bulk imports: the page says who does, without the form.
    await page.getByRole('link', { name: 'Bulk imports' }).click();
    await page.getByText('Owners and admins start imports.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Start the import' }).count()).toBe(0);
    await signOutOfConsole(page);
  });

  it('imports customers from a file, shows its progress, then the refused line in its report', async () => {
    await signInToConsole(page, server.url, owner, { path: 'bulk-imports' });
    await page.getByRole('heading', { name: 'Bulk imports' }).waitFor();
    await page.getByText('No import yet').waitFor();
    expect(await page.getByLabel('What to import').inputValue()).toBe('customer');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'partners.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'email,name,template_handles\nann@shop.example,Ann,orders\nnot-an-email,Bob,orders\ncy@shop.example,Cy,orders\n',
      ),
    });
    await page.getByRole('button', { name: 'Start the import' }).click();
    await page.waitForURL(/\/app\/bulk-imports\/[0-9a-f-]{36}/);
    const bar = page.getByRole('progressbar', { name: 'Progress' });
    await bar.waitFor();
    expect(await page.locator('[aria-live=polite]').count()).toBeGreaterThan(0);
    await page.getByText('Finished: 2 lines applied, 1 problem.').first().waitFor({ timeout: 30_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');

    const report = page.getByRole('table', { name: 'Refused lines' });
    await report.waitFor();
    const refused = report.locator('tbody tr');
    expect(await refused.count()).toBe(1);
    const cells = await refused.first().locator('td').allTextContents();
    expect(cells.slice(0, 3)).toEqual(['3', 'email', 'not-an-email']);
    expect(cells[3]).toBeTruthy();

    // The past imports list it, done, with its counts; the customers it applied exist.
    await page.getByRole('link', { name: 'All imports' }).click();
    const listed = page.getByRole('row', { name: /partners\.csv/ });
    await listed.waitFor();
    expect(await listed.locator('.badge').textContent()).toBe('Done');
    const customers = envelope(await call(server.t, owner.token, 'GET', '/customers?per_page=100')).payload;
    expect(customers.entries.map((c: { email: string }) => c.email).sort()).toEqual([
      'ann@shop.example',
      'cy@shop.example',
    ]);
  });

  it('shows the limits and today’s rows in the usage chart after a submission', async () => {
    const created = await uploadAndTransform(
      server.t,
      owner.token,
      'orders',
      'email,name,price\na@x.test,Ann,12.50\nb@x.test,Bob,40\nc@x.test,Cy,7\n',
    );
    const submission = await submitAndWait(server.t, owner.token, created);
    expect(submission.rows_in_target).toBe(3);

    await page.goto(`${server.url}/app/usage`);
    await page.getByRole('heading', { name: 'Usage' }).waitFor();
    const templates = page.locator('.limit', { hasText: 'Templates' });
    await templates.waitFor();
    expect(await templates.locator('.limit-figure').textContent()).toBe('1 of 1,000 used');
    expect(await templates.getByRole('meter').getAttribute('aria-valuenow')).toBe('1');
    await page
      .locator('.limit', { hasText: 'Line credit' })
      .getByText('Balance: 999,997 lines left')
      .waitFor();

    const rows = page.locator('svg.chart-svg[data-figure=rows]');
    expect(await rows.getAttribute('aria-label')).toContain('3 in all');
    const bars = rows.locator('rect.chart-bar');
    expect(await bars.count()).toBe(30);
    expect(await bars.last().getAttribute('data-value')).toBe('3');
    expect(Number(await bars.last().getAttribute('height'))).toBeGreaterThan(0);

    // The same figures as a table.
    await page.getByText('Show the days as a table').click();
    const today = page.getByRole('table', { name: 'Last 30 days' }).locator('tbody tr').first();
    expect((await today.locator('td').allTextContents()).slice(0, 2)).toEqual(['3', '1']);
  });
});
