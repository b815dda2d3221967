/**
 * The console's Activity in Chromium: two files that break a constraint show in the list filtered
 * by status, the constraint is relaxed and both are replayed from the list; a submission's page
 * shows the error table, the steps and the files, and the replay's link both ways; filters stay
 * in the address and the list pages by keyset; a file waiting in review opens in the importer's
 * grid; another organisation's submission is not found.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, type TestOrganisation } from '../support/app.ts';
import {
  call,
  createContactsTemplate,
  newCustomer,
  submitAndWait,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { consoleUrl, signInToConsole } from './support/console.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let owner: TestOrganisation;
let sender: { id: string; token: string };
let page: Page;
const failed: { submission_id: string; transformation_id: string }[] = [];

// One row over the price constraint (0 to 1000).
const csv = (name: string) => `email,name,price\n${name}@x.test,${name},12.50\n${name}2@x.test,Bob,5000\n`;

/** Upload, mapping confirmed, transformed: a file waiting in review. */
const inReview = (handle: string, content: string, name: string) =>
  uploadAndTransform(server.t, sender.token, handle, content, name);

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  owner = await server.t.organisation('globex');
  await call(server.t, owner.token, 'PUT', '/organisation', { name: 'Globex' });
  await createContactsTemplate(server.t, owner.token, 'prices', { name: 'Price list', accept_errors: true });
  await createContactsTemplate(server.t, owner.token, 'bulk', { name: 'Bulk list' });
  sender = await newCustomer(server.t, owner.token, {
    name: 'Bolt Supplies',
    external_id: 'bolt',
    template_handles: ['prices', 'bulk'],
  });
  for (const name of ['march', 'april']) {
    const created = await inReview('prices', csv(name), `${name}.csv`);
    const submission = await submitAndWait(server.t, sender.token, created);
    expect(submission.rows_in_error).toBe(1);
    expect(submission.transformation_id).toBe(created.transformation_id);
    failed.push({ submission_id: submission.submission_id, transformation_id: created.transformation_id });
  }
  const read = envelope(
    await call(server.t, owner.token, 'GET', `/transformation/${failed[0]!.transformation_id}`),
  ).payload;
  expect(read.submission_id).toBe(failed[0]!.submission_id);
  page = await browser.context.newPage();
  page.setDefaultTimeout(20_000);
  await signInToConsole(page, server.url, owner, { path: 'activity' });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.locator('.activity-table tbody tr');

describe('Activity', { timeout: 120_000 }, () => {
  it('replays two files with errors from the list once the constraint is relaxed', async () => {
    await page.goto(consoleUrl(server.url, 'activity?status=with_errors'));
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    await expect.poll(() => rows().count()).toBe(2);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('with_errors');
    for (const name of ['march', 'april']) await page.getByRole('row', { name: new RegExp(name) }).waitFor();

    // Prices up to 10 000 from now on.
    const columns = envelope(await call(server.t, owner.token, 'GET', '/template/prices/columns')).payload;
    const price = columns.find((c: { technical_name: string }) => c.technical_name === 'price');
    const url = `/template/prices/column/${price.column_id}/constraints`;
    const [constraint] = envelope(await call(server.t, owner.token, 'GET', url)).payload;
    await call(server.t, owner.token, 'DELETE', `/constraint/${constraint.constraint_id}`);
    const relaxed = await call(server.t, owner.token, 'POST', '/constraint', {
      column_id: price.column_id,
      function: 'is_between',
      arguments: [
        { name: 'low', value: '0' },
        { name: 'high', value: '10000' },
      ],
    });
    expect(relaxed.statusCode, relaxed.body).toBe(200);

    await page.getByRole('checkbox', { name: /Select march\.csv/ }).check();
    await page.getByRole('checkbox', { name: /Select april\.csv/ }).check();
    await page.getByText('2 files selected').waitFor();
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Replay 2 files?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Replay 2 files' }).click();
    await page.getByText('2 replays started').waitFor();
    // The list is unfiltered now, the new runs at its top, followed until they are processed.
    expect(new URL(page.url()).searchParams.get('status')).toBeNull();
    const top = rows().nth(0);
    const second = rows().nth(1);
    await top.locator('.activity-status .activity-badge-processed').waitFor({ timeout: 60_000 });
    await second.locator('.activity-status .activity-badge-processed').waitFor({ timeout: 60_000 });
    expect(await top.textContent()).toMatch(/march|april/);
    expect(await second.textContent()).toMatch(/march|april/);

    const replays = envelope(await call(server.t, owner.token, 'GET', '/submissions?per_page=100')).payload;
    for (const old of failed) {
      const made = replays.entries.filter(
        (s: { replay_of: string | null }) => s.replay_of === old.submission_id,
      );
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ rows_in_error: 0, rows_in_target: 2 });
    }
  });

  it('shows a submission: the error table, the steps, the files and its replay both ways', async () => {
    const old = failed[0]!;
    await page.goto(consoleUrl(server.url, `activity/${old.submission_id}`));
    await page.getByRole('heading', { name: 'march.csv', level: 1 }).waitFor();
    const errors = page.locator('.activity-errors');
    await errors.getByText('1 row is in error. By column and rule:').waitFor();
    const table = errors.getByRole('table');
    await table.getByRole('rowheader', { name: 'price' }).waitFor();
    const rule = table.getByRole('row', { name: /is_between/ });
    expect(await rule.textContent()).toContain('5000');
    expect(await rule.locator('td.numeric').textContent()).toBe('1');

    const steps = page.locator('.activity-timeline li');
    expect(await steps.count()).toBeGreaterThan(3);
    await page.locator('.activity-timeline').getByText('Delivered').waitFor();
    await page.locator('.activity-timeline').getByText(/took/).first().waitFor();

    const counters = page.locator('.activity-counters');
    expect(await counters.textContent()).toContain('Rows in error1');
    for (const name of ['Source file (as sent)', 'Output file', 'Error report (CSV)'])
      await page.locator('.activity-files').getByText(name, { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download — Error report (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('march-errors.csv');
    await page.getByText('This file caused no delivery.').waitFor();

    // The old one names its replay; the replay links back.
    const replays = page.locator('.activity-replays');
    await replays.getByText('Replays of this file').waitFor();
    await replays.getByRole('link').first().click();
    await page.getByText('This run replays').waitFor();
    expect(new URL(page.url()).pathname).not.toContain(old.submission_id);
    await page.getByRole('link', { name: `Replay of ${old.submission_id.slice(0, 8)}` }).click();
    await page.getByRole('heading', { name: 'march.csv', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/activity/${old.submission_id}`);
  });

  it('pages older files by keyset and keeps the filters in the address across a reload', async () => {
    const sent = [];
    for (let index = 0; index < 22; index++)
      sent.push(
        uploadFile(
          server.t,
          sender.token,
          'bulk',
          csv(`bulk${index}`),
          `bulk-${String(index).padStart(2, '0')}.csv`,
        ),
      );
    const created = await Promise.all(sent);
    for (const one of created) await untilStep(server.t, sender.token, one.automation_id, ['matched']);

    await page.goto(consoleUrl(server.url, 'activity'));
    await page.getByLabel('Template', { exact: true }).selectOption('bulk');
    await expect.poll(() => new URL(page.url()).searchParams.get('template')).toBe('bulk');
    await expect.poll(() => rows().count()).toBe(20);
    await page.getByRole('button', { name: 'Show older files' }).click();
    await expect.poll(() => rows().count()).toBe(22);
    await page.getByText('That is every file.').waitFor();
    const names = await page.locator('.activity-link').allTextContents();
    expect(new Set(names).size).toBe(22);

    await page.getByLabel('Status', { exact: true }).selectOption('review');
    await page.getByLabel('Search by file, customer or template').fill('bulk-07');
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('bulk-07');
    await page.reload();
    await expect.poll(() => rows().count()).toBe(1);
    expect(await page.getByLabel('Template', { exact: true }).inputValue()).toBe('bulk');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('review');
    expect(await page.getByLabel('Search by file, customer or template').inputValue()).toBe('bulk-07');
    await page
      .getByRole('row', { name: /bulk-07\.csv/ })
      .locator('.activity-status')
      .getByText('In review')
      .waitFor();

    await page.getByLabel('Status', { exact: true }).selectOption('failed');
    await page.getByText('No file matches these filters.').waitFor();
  });

  it('opens a file waiting in review in the importer’s grid, as its sender', async () => {
    const waiting = await inReview('bulk', csv('june'), 'june.csv');
    await page.goto(consoleUrl(server.url, `activity/t/${waiting.transformation_id}`));
    await page.getByRole('heading', { name: 'june.csv', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open the review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review of june.csv' });
    await dialog.waitFor();
    await dialog.getByText('You see the importer as Bolt Supplies sees it').waitFor();
    const element = await dialog.locator('iframe').elementHandle();
    const frame = (await element!.contentFrame())!;
    await frame
      .locator('[data-testid="grid"] [aria-rowindex="2"]:not(.loading)')
      .waitFor({ timeout: 60_000 });
    expect(await frame.locator('[data-testid="grid"]').textContent()).toContain('june2@x.test');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('says "not found" for another organisation’s submission and shows none of it', async () => {
    const other = await newCustomer(server.t, server.owner, {
      name: 'Secret Partner',
      external_id: 'secret',
      template_handles: ['contacts'],
    });
    const created = await uploadAndTransform(
      server.t,
      other.token,
      'contacts',
      'E-mail,Name,Country,City\nzed@secret.test,Zed,FR,Lyon\n',
      'secret.csv',
    );
    const theirs = await submitAndWait(server.t, other.token, created);

    await page.goto(consoleUrl(server.url, `activity/${theirs.submission_id}`));
    await page.getByRole('heading', { name: 'This file was not found' }).waitFor();
    await page.goto(consoleUrl(server.url, `activity/t/${created.transformation_id}`));
    await page.getByRole('heading', { name: 'This file was not found' }).waitFor();
    const html = await page.content();
    for (const secret of ['Secret Partner', 'secret.csv', 'zed@secret.test'])
      expect(html).not.toContain(secret);
  });
});
