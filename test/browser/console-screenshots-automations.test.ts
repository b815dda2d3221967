/**
 * The screenshots of the automations and alerts sections of docs/console.md: the sources, feeds
 * and connectors lists, the source forms (URL, SFTP with its pinned key, e-mail), the feed form, a
 * feed's page with its run history (a failed run and a processed one), the alerts list and the
 * alert form, in English and French, 1440 px and 390 px wide. Run on purpose only:
 * FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-automations.test.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { startSftpServer, type TestSftpServer } from '../sources/support/sftp-server.ts';
import { envelope, type TestOrganisation } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { invitedMember } from '../support/members.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole, signOutOfConsole } from './support/console.ts';
import { prepareScreenshots, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

const CSV = 'E-mail,Name,Country,City\nada@shop.example,Ada,FR,Lyon\ncy@shop.example,Cy,ES,Madrid\n';

let server: ImporterServer;
let browser: Browser;
let owner: TestOrganisation;
let web: TestHttpServer;
let sftp: TestSftpServer;
let answer: 'down' | 'file' = 'down';
let feedId: string;

async function post(url: string, body: object) {
  const res = await call(server.t, owner.token, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

async function runUntilEnd(feed: string) {
  const run = await post(`/feed/${feed}/run`, {});
  for (let i = 0; i < 600; i++) {
    const read = envelope(
      await call(server.t, owner.token, 'GET', `/transformation/${run.transformation_id}`),
    );
    if (['processed', 'failed'].includes(read.payload.step)) return read.payload;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The run did not end');
}

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  [server, browser, web, sftp] = await Promise.all([
    startImporterServer({ outboundAllowlist: ['127.0.0.1'] }),
    launchChromium(),
    startHttpServer({
      '/exports/contacts.csv': (_req, res) => {
        if (answer === 'down') res.writeHead(500).end('down');
        else res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
      },
    }),
    startSftpServer({ username: 'ferry', password: 'sftp-pass-1' }),
  ]);
  await writeFile(path.join(sftp.root, 'contacts.csv'), CSV);
  owner = await server.t.organisation('northwind');
  await call(server.t, owner.token, 'PUT', '/organisation', { name: 'Northwind Trading' });
  await createImporterTemplate(server.t, owner.token, 'contacts', { name: 'Partner contacts' });
  await createImporterTemplate(server.t, owner.token, 'suppliers', { name: 'Supplier list' });
  await invitedMember(server.t, owner.token, 'ada@northwind.example', 'admin');
  await invitedMember(server.t, owner.token, 'grace@northwind.example', 'member');
  // Names as people have them (an invitation names a member after its address; the owner has none).
  const names = [
    [owner.email, 'Maya Laurent'],
    ['ada@northwind.example', 'Ada Lovelace'],
    ['grace@northwind.example', 'Grace Hopper'],
  ];
  for (const [email, name] of names) {
    await server.t.database.db.updateTable('users').set({ name }).where('email', '=', email!).execute();
  }

  const url = await post('/sender/source', {
    name: 'Ada Shipping daily export',
    data_extractor: 'url',
    url: {
      url: `${web.base}/exports/contacts.csv`,
      method: 'GET',
      headers: { Authorization: 'Bearer tok-7f3a9c', Accept: 'text/csv' },
    },
  });
  const sftpSource = await post('/sender/source', {
    name: 'Brasserie Dupont SFTP',
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
  await post('/sender/source', {
    name: 'Cobalt Retail mailbox',
    data_extractor: 'email',
    email: { allowed_senders: ['*@cobalt.example'], subject_pattern: '^Stock levels' },
  });
  await post('/sender/source', {
    name: 'Delta Foods FTP',
    data_extractor: 'ftp',
    ftp: {
      host: 'ftp.delta-foods.example',
      port: 21,
      username: 'northwind',
      password: 'ftp-secret',
      path: '/outgoing/prices-*.csv',
      is_ssl: true,
    },
  });
  await post('/sender/source', { name: 'Manual uploads', data_extractor: 'upload' });

  const feed = await post('/feeds', {
    name: 'Ada Shipping contacts',
    source_id: url.source_id,
    template_handle: 'contacts',
    cron: '0 6 * * 1-5',
    timezone: 'Europe/Paris',
  });
  feedId = feed.feed_id;
  await post('/feeds', {
    name: 'Brasserie Dupont suppliers',
    source_id: sftpSource.source_id,
    template_handle: 'suppliers',
    cron: '30 2 * * *',
    timezone: 'Europe/Paris',
    enabled: false,
  });
  await runUntilEnd(feedId);
  answer = 'file';
  const processed = await runUntilEnd(feedId);
  await post(`/transformation/${processed.transformation_id}/connector`, { name: 'Ada Shipping layout' });

  await post('/alerts', { kind: 'automation_failed', recipients: [owner.email, 'ada@northwind.example'] });
  await post('/alerts', {
    kind: 'feed_silent',
    feed_id: feedId,
    recipients: ['grace@northwind.example'],
  });
  const rate = await post('/alerts', {
    kind: 'error_rate',
    threshold: 0.05,
    template_handles: ['suppliers'],
    recipients: ['ada@northwind.example'],
  });
  await call(server.t, owner.token, 'PUT', `/alert/${rate.alert_id}`, { enabled: false });
  await prepareScreenshots();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([web?.close(), sftp?.close()]);
  await server?.close();
});

async function openSource(page: Page, name: string) {
  await page.locator('tr', { hasText: name }).getByRole('button').first().click();
  await page.getByRole('dialog').waitFor();
}

describe.runIf(SCREENSHOTS_WANTED)('console automations screenshots', () => {
  it.each(['en', 'fr'])(
    'shoots the automations and alerts screens in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      await signInToConsole(page, server.url, owner, { path: 'automations/sources', lang });
      await page.locator('table').waitFor();
      await page.locator('td.wide-only').nth(3).waitFor();
      await shoot(page, 'automations-sources', lang);

      await openSource(page, 'Ada Shipping');
      await shoot(page, 'automations-source-url', lang, { capture: 'tall' });
      await page.keyboard.press('Escape');
      await openSource(page, 'Brasserie Dupont');
      await shoot(page, 'automations-source-sftp', lang, { capture: 'tall' });
      await page.keyboard.press('Escape');
      await openSource(page, 'Cobalt Retail');
      await shoot(page, 'automations-source-email', lang, { capture: 'tall' });
      await page.keyboard.press('Escape');

      await page.goto(`${server.url}/app/automations/feeds?lang=${lang}`);
      await page.locator('table').waitFor();
      await shoot(page, 'automations-feeds', lang);
      await page.locator('.panel-head .button.primary').click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      await shoot(page, 'automations-feed-form', lang, { capture: 'tall' });
      await page.keyboard.press('Escape');

      await page.goto(`${server.url}/app/automations/feeds/${feedId}?lang=${lang}`);
      await page.locator('.runs-table tr.run-processed').waitFor();
      await page.locator('.feed-facts .where').waitFor();
      await shoot(page, 'automations-feed', lang);

      await page.goto(`${server.url}/app/automations/connectors?lang=${lang}`);
      await page.locator('table').waitFor();
      await shoot(page, 'automations-connectors', lang);
      await page.locator('tr', { hasText: 'Ada Shipping layout' }).getByRole('button').first().click();
      await page.getByRole('dialog').waitFor();
      await shoot(page, 'automations-connector-form', lang, { capture: 'tall' });
      await page.keyboard.press('Escape');

      await page.goto(`${server.url}/app/alerts?lang=${lang}`);
      await page.locator('.alert-item').first().waitFor();
      await page.locator('.alert-sentence', { hasText: 'Ada Lovelace' }).first().waitFor();
      await page.waitForTimeout(300);
      await shoot(page, 'alerts', lang);
      await page.locator('.page-head .button.primary').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('.kind-choice input').nth(2).check();
      await dialog.locator('.check-list input').first().check();
      await shoot(page, 'alert-form', lang, { capture: 'tall' });
      await page.keyboard.press('Escape');

      await signOutOfConsole(page);
      await page.close();
    },
    120_000,
  );
});
