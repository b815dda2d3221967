/**
 * The automations screens of the console in a browser, on a real HTTP server and a real SFTP
 * server on loopback: a URL source, a feed and an "automation failed" alert made from the
 * console's forms; Run now against a server that answers 500 shows the failed run and why in the
 * run history, and the alert's e-mail reaches the owner; once the server answers a CSV, the next
 * run is processed and links to its submission. An SFTP source's pinned host key is cleared from
 * its form while its password, shown as ********, is kept (the next run signs in with it and pins
 * the key again). Another organisation's feed reads "not found" and shows none of its data.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { startSftpServer, type TestSftpServer } from '../sources/support/sftp-server.ts';
import { envelope, type TestOrganisation } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole } from './support/console.ts';
import { latestMessage } from './support/outbox.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

const CSV = 'E-mail,Name,Country,City\nada@shop.example,Ada,FR,Lyon\ncy@shop.example,Cy,ES,Madrid\n';

let server: ImporterServer;
let browser: Browser;
let page: Page;
let owner: TestOrganisation;
let web: TestHttpServer;
let sftp: TestSftpServer;
/** What the partner's server answers: down (500) at first, the file later. */
let answer: 'down' | 'file' = 'down';
let rivalFeedId: string;

beforeAll(async () => {
  [server, browser, web, sftp] = await Promise.all([
    startImporterServer({ outboundAllowlist: ['127.0.0.1'] }),
    launchChromium(),
    startHttpServer({
      '/contacts.csv': (_req, res) => {
        if (answer === 'down') res.writeHead(500).end('down for maintenance');
        else res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
      },
    }),
    startSftpServer({ username: 'ferry', password: 'sftp-pass-1' }),
  ]);
  await writeFile(path.join(sftp.root, 'contacts.csv'), CSV);
  owner = await server.t.organisation('northwind');
  await createImporterTemplate(server.t, owner.token, 'contacts');
  // Another organisation with a feed of its own, which northwind must not see.
  const rival = await server.t.organisation('rival');
  await createImporterTemplate(server.t, rival.token, 'contacts');
  const rivalSource = await call(server.t, rival.token, 'POST', '/sender/source', {
    name: 'Rival secret source',
    data_extractor: 'url',
    url: { url: `${web.base}/rival.csv` },
  });
  const rivalFeed = await call(server.t, rival.token, 'POST', '/feeds', {
    name: 'Rival secret feed',
    source_id: envelope(rivalSource).payload.source_id,
    template_handle: 'contacts',
  });
  expect(rivalFeed.statusCode, rivalFeed.body).toBe(200);
  rivalFeedId = envelope(rivalFeed).payload.feed_id;
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await browser.context.newPage();
  await signInToConsole(page, server.url, owner, { path: 'automations' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([web?.close(), sftp?.close()]);
  await server?.close();
});

const dialog = () => page.getByRole('dialog');
const runsTable = () => page.locator('.runs-table');

describe('the automations screens', () => {
  it('make a URL source, a feed and an alert; a failed run says why and e-mails the owner; the next run is processed', async () => {
    await page.getByRole('heading', { name: 'Automations' }).waitFor();
    await page.getByText('No source yet').waitFor();

    // The source, from its form.
    await page.getByRole('button', { name: 'New source' }).click();
    await dialog().getByLabel('Name', { exact: true }).fill('Partner contacts');
    expect(await dialog().getByLabel('Kind').inputValue()).toBe('url');
    // A refused address is said under its field (the server's 409 names url.url).
    const address = dialog().getByLabel('Address');
    await address.fill('gopher://partner.example/contacts.csv');
    await dialog().getByRole('button', { name: 'Create' }).click();
    await dialog().locator('.field-invalid .field-problem').waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    await address.fill(`${web.base}/contacts.csv`);
    await dialog().getByRole('button', { name: 'Create' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByText('Partner contacts is saved.').waitFor();
    const row = page.locator('tr', { hasText: 'Partner contacts' });
    expect(await row.locator('td.where').textContent()).toBe(`${web.base}/contacts.csv`);

    // The feed, from its form, in the Feeds section.
    await page.getByRole('link', { name: 'Feeds' }).click();
    await page.getByText('No feed yet').waitFor();
    await page.getByRole('button', { name: 'New feed' }).click();
    await dialog().getByLabel('Name', { exact: true }).fill('Daily contacts');
    await dialog().getByLabel('Source').selectOption({ label: 'Partner contacts · Web address (URL)' });
    await dialog().getByLabel('Template', { exact: true }).selectOption({ label: 'Contacts' });
    await dialog().getByRole('button', { name: 'Create' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByText('Daily contacts is created.').waitFor();

    // The alert, from its form: an automation of any template fails, e-mail the owner.
    await page.getByRole('link', { name: 'Alerts' }).click();
    await page.getByText('No alert yet').waitFor();
    await page.getByRole('button', { name: 'New alert' }).click();
    expect(await dialog().getByLabel('An automation fails').isChecked()).toBe(true);
    await dialog().getByLabel(owner.email).check();
    await dialog().getByRole('button', { name: 'Create the alert' }).click();
    await dialog().waitFor({ state: 'detached' });
    const sentence = page.locator('.alert-sentence');
    expect(await sentence.textContent()).toMatch(/^E-mail .+ when an automation of any template fails\.$/);
    const alerts = envelope(await call(server.t, owner.token, 'GET', '/alerts')).payload.entries;
    expect(alerts).toMatchObject([
      { kind: 'automation_failed', recipients: [owner.email], template_handles: null, enabled: true },
    ]);

    // Run now while the partner's server answers 500: the run fails, and says why in words.
    await page.getByRole('link', { name: 'Automations' }).click();
    await page.getByRole('link', { name: 'Feeds' }).click();
    await page.getByRole('link', { name: 'Daily contacts' }).click();
    await page.getByRole('heading', { name: 'Daily contacts' }).waitFor();
    await page.getByText('No run yet').waitFor();
    await page.getByRole('button', { name: 'Run now' }).click();
    const failed = runsTable().locator('tr.run-failed');
    await failed.waitFor({ timeout: 60_000 });
    expect(await failed.locator('.outcome').textContent()).toBe('Failed');
    expect(await failed.locator('.run-reason').textContent()).toContain(
      `The server at ${web.base}/contacts.csv failed (HTTP 500): nothing was imported.`,
    );
    expect(await failed.getByRole('link').count()).toBe(0);

    // The alert's e-mail reached the owner.
    const mail = await latestMessage(server.t.services.ctx.config.dataDir, owner.email, 'An alert of');
    expect(mail).toContain(`${web.base}/contacts.csv answered 500 (the server failed).`);

    // The failure is in the activity list too, among the failed files, with its reason.
    const feedPage = page.url();
    const feedId = feedPage.split('/').pop();
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
    const failedRow = page.locator('.activity-table tbody tr').filter({ hasText: 'Failed' });
    await failedRow.first().waitFor();
    expect(await failedRow.count()).toBe(1);
    expect(await failedRow.locator('.activity-reason').first().textContent()).toContain(
      `${web.base}/contacts.csv`,
    );
    expect(page.url()).toContain('status=failed');
    await page.goto(feedPage);
    await page.getByRole('heading', { name: 'Daily contacts' }).waitFor();

    // The partner's server is back: the next run is processed and links to its submission.
    answer = 'file';
    await page.getByRole('button', { name: 'Run now' }).click();
    const processed = runsTable().locator('tr.run-processed');
    await processed.waitFor({ timeout: 60_000 });
    expect(await runsTable().locator('tbody tr').count()).toBe(2);
    expect(await processed.locator('td.wide-only code').textContent()).toBe('contacts.csv');
    const link = processed.getByRole('link', { name: 'Open the submission' }).first();
    expect(await link.getAttribute('href')).toMatch(/^\/app\/activity\/[0-9a-f-]{36}$/);
    const runs = envelope(
      await call(server.t, owner.token, 'GET', `/feed/${page.url().split('/').pop()}/runs`),
    ).payload.entries;
    expect(runs.map((run: { step: string }) => run.step)).toEqual(['processed', 'failed']);
    expect(await link.getAttribute('href')).toBe(`/app/activity/${runs[0].submission_id}`);

    // And the activity list of this feed shows the file processed, above the failed run.
    await page.goto(`${server.url}/app/activity?feed=${feedId}`);
    const rows = page.locator('.activity-table tbody tr');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).locator('.activity-status').textContent()).toContain('Processed');
    expect(await rows.nth(1).locator('.activity-status').textContent()).toContain('Failed');
    expect(await rows.nth(0).locator('.activity-how').textContent()).toBe('Feed “Daily contacts” · URL');
  }, 180_000);

  it('clears the pinned host key of an SFTP source and keeps its password shown as ********', async () => {
    const created = await call(server.t, owner.token, 'POST', '/sender/source', {
      name: 'Partner SFTP',
      data_extractor: 'sftp',
      sftp: {
        host: '127.0.0.1',
        port: sftp.port,
        username: 'ferry',
        password: 'sftp-pass-1',
        path: '/contacts.csv',
        host_key: sftp.hostKeySha256,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const sourceId = envelope(created).payload.source_id;
    const feed = envelope(
      await call(server.t, owner.token, 'POST', '/feeds', {
        name: 'SFTP contacts',
        source_id: sourceId,
        template_handle: 'contacts',
      }),
    ).payload;

    await page.goto(`${server.url}/app/automations/sources`);
    await page.getByRole('button', { name: 'Edit Partner SFTP' }).click();
    const password = dialog().getByLabel('Password');
    expect(await password.inputValue()).toBe('********');
    const hostKey = dialog().getByLabel('Host key');
    expect(await hostKey.inputValue()).toBe(sftp.hostKeySha256);
    await dialog().getByRole('button', { name: 'Clear' }).click();
    expect(await hostKey.inputValue()).toBe('');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByText('Partner SFTP is saved.').waitFor();

    const read = envelope(await call(server.t, owner.token, 'GET', `/sender/source/${sourceId}`)).payload;
    expect(read.sftp).toMatchObject({ host_key: null, password: '********', username: 'ferry' });

    // The next run signs in with the kept password, and pins the key the server shows again.
    await page.goto(`${server.url}/app/automations/feeds/${feed.feed_id}`);
    await page.getByRole('button', { name: 'Run now' }).click();
    await runsTable().locator('tr.run-processed').waitFor({ timeout: 60_000 });
    const after = envelope(await call(server.t, owner.token, 'GET', `/sender/source/${sourceId}`)).payload;
    expect(after.sftp.host_key).toBe(sftp.hostKeySha256);
  }, 120_000);

  it("shows another organisation's feed as not found, with none of its data", async () => {
    await page.goto(`${server.url}/app/automations/feeds/${rivalFeedId}`);
    await page.getByRole('heading', { name: 'Feed not found' }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).not.toContain('Rival secret');
    expect(await page.getByRole('button', { name: 'Run now' }).count()).toBe(0);
  }, 60_000);
});
