/**
 * The alerts screen's form in a browser: a threshold out of 0–100 % and a feed_silent alert
 * without its feed are refused with a sentence under the field, and nothing is stored; fixed, the
 * alerts are stored as the API says (the percentage as a fraction), each said in one sentence,
 * switched off and on in place, and deleted after a question.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, type TestOrganisation } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole } from './support/console.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let page: Page;
let owner: TestOrganisation;
let feedId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startImporterServer({ outboundAllowlist: ['127.0.0.1'] }),
    launchChromium(),
  ]);
  owner = await server.t.organisation('northwind');
  await createImporterTemplate(server.t, owner.token, 'contacts');
  const source = await call(server.t, owner.token, 'POST', '/sender/source', {
    name: 'Partner contacts',
    data_extractor: 'url',
    url: { url: 'http://127.0.0.1:9/contacts.csv' },
  });
  const feed = await call(server.t, owner.token, 'POST', '/feeds', {
    name: 'Nightly contacts',
    source_id: envelope(source).payload.source_id,
    template_handle: 'contacts',
    cron: '0 2 * * *',
  });
  expect(feed.statusCode, feed.body).toBe(200);
  feedId = envelope(feed).payload.feed_id;
  page = await browser.context.newPage();
  await signInToConsole(page, server.url, owner, { path: 'alerts' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const dialog = () => page.getByRole('dialog');
const stored = async () => envelope(await call(server.t, owner.token, 'GET', '/alerts')).payload.entries;

describe('the alerts form', () => {
  it('refuses a threshold out of range and a feed_silent alert without its feed, then stores them fixed', async () => {
    await page.getByText('No alert yet').waitFor();
    await page.getByRole('button', { name: 'New alert' }).click();
    await dialog().getByLabel('Too many rows in error').check();
    const threshold = dialog().getByLabel('Rows in error, above');
    await threshold.fill('150');
    await dialog().getByLabel(owner.email).check();
    await dialog().getByRole('button', { name: 'Create the alert' }).click();
    await dialog().getByText('Give a percentage above 0 and at most 100, such as 5.').waitFor();
    expect(await threshold.getAttribute('aria-invalid')).toBe('true');
    expect(await stored()).toEqual([]);

    await threshold.fill('12,5');
    expect(await dialog().locator('.alert-preview').textContent()).toContain(
      'when more than 12.5% of a submission’s rows are in error, in any template.',
    );
    await dialog().getByRole('button', { name: 'Create the alert' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await stored()).toMatchObject([
      { kind: 'error_rate', threshold: 0.125, recipients: [owner.email] },
    ]);

    await page.getByRole('button', { name: 'New alert' }).click();
    await dialog().getByLabel('A feed goes silent').check();
    await dialog().getByLabel(owner.email).check();
    await dialog().getByRole('button', { name: 'Create the alert' }).click();
    await dialog().getByText('Choose the feed this alert watches.').waitFor();
    expect(await stored()).toHaveLength(1);
    await dialog().getByLabel('Feed watched').selectOption({ label: 'Nightly contacts' });
    await dialog().getByRole('button', { name: 'Create the alert' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect((await stored())[1]).toMatchObject({ kind: 'feed_silent', feed_id: feedId, threshold: null });
    const sentences = await page.locator('.alert-sentence').allTextContents();
    expect(sentences[1]).toMatch(
      / when the feed “Nightly contacts” brings no file over two of its scheduled runs\.$/,
    );
  }, 120_000);

  it('switches an alert off and on in place, and deletes it after a question', async () => {
    const silent = page.locator('.alert-item', { hasText: 'Nightly contacts' });
    const toggle = silent.getByRole('switch');
    await toggle.click();
    await page.getByText('The alert is off').waitFor();
    expect((await stored())[1].enabled).toBe(false);
    await toggle.click();
    await page.getByText('The alert is on.').waitFor();
    expect((await stored())[1].enabled).toBe(true);

    await silent.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The alert was deleted.').waitFor();
    expect(await stored()).toHaveLength(1);
  }, 60_000);

  it('says, before a feed is deleted, that the alerts watching it go with it', async () => {
    const res = await call(server.t, owner.token, 'POST', '/alerts', {
      kind: 'feed_silent',
      feed_id: feedId,
      recipients: [owner.email],
    });
    expect(res.statusCode, res.body).toBe(200);
    await page.goto(`${server.url}/app/automations/feeds/${feedId}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText('1 alert watches this feed for silence and is deleted with it.').waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await call(server.t, owner.token, 'GET', `/feed/${feedId}`)).statusCode).toBe(200);
  }, 60_000);
});
