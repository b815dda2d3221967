/**
 * The deliveries area of the console in a browser, against a real receiver on loopback: a webhook
 * subscribed from the console (its secret shown once and never again), a submission made through
 * the API with a customer token, its failed delivery read in the log with the status code and the
 * answer, the receiver mended, "Redeliver", and the second attempt seen succeeding. Then the
 * channel filter showing a push and an e-mail too, editing, turning off and deleting the webhook,
 * and another organisation's webhook shown as not found.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../support/app.ts';
import { call, newCustomer, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import { codeRows, pushTemplate, type Receiver, receiver } from '../support/pushes.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole } from './support/console.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let page: Page;
let owner: { email: string; password: string; token: string };
let customer: { id: string; token: string };
let hooks: WebhookReceiver;
let pushed: Receiver;
let secret: string;
let webhookId: string;
let submissionId: string;
let rival: { webhookId: string; url: string };

interface Delivery {
  delivery_id: string;
  channel: string;
  status: string;
  attempts: { status_code: number | null }[];
}

async function deliveries(query = ''): Promise<Delivery[]> {
  const res = await call(server.t, owner.token, 'GET', `/deliveries?per_page=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload.entries;
}

/** Polls the log until a delivery of `channel` is no longer pending (bounded: about 60 s). */
async function settled(channel: string): Promise<Delivery> {
  for (let i = 0; i < 600; i++) {
    const found = (await deliveries(`&channel=${channel}`))[0];
    if (found && found.status !== 'pending') return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${channel} delivery settled`);
}

beforeAll(async () => {
  // No retry schedule: the first failed attempt is the last automatic one, and the log says failed.
  [server, browser, hooks, pushed] = await Promise.all([
    startImporterServer({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [] }),
    launchChromium(),
    WebhookReceiver.start(),
    receiver(() => 200),
  ]);
  hooks.answer('/hook', [500]);
  owner = await server.t.organisation('northwind');
  await pushTemplate(server.t, owner.token, 'codes', { url: `${pushed.url}/in` });
  customer = await newCustomer(server.t, owner.token, {
    external_id: 'cleo',
    name: 'Cleo Partner',
    email: 'cleo@partner.example',
    template_handles: ['codes'],
  });
  const other = await server.t.organisation('rival');
  const url = hooks.url('/rival-only');
  const created = await call(server.t, other.token, 'POST', '/webhooks', {
    url,
    events: ['READY_FOR_DOWNLOAD'],
  });
  expect(created.statusCode, created.body).toBe(200);
  rival = { webhookId: envelope(created).payload.webhook_id, url };
  page = await browser.context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await hooks?.close();
  await pushed?.close();
});

const dialog = () => page.getByRole('dialog');

describe('the deliveries area', { timeout: 90_000 }, () => {
  it('subscribes a webhook with a checked URL and shows its signing secret once, never again', async () => {
    await signInToConsole(page, server.url, owner, { path: 'deliveries/webhooks' });
    await page.getByText('No webhook yet.').waitFor();
    await page.getByRole('button', { name: 'New webhook' }).click();
    const form = dialog();
    await form.getByLabel('URL').fill('erp.example.com/hook');
    await form.getByRole('checkbox', { name: /Automation failed/ }).check();
    await form.getByRole('button', { name: 'Create the webhook' }).click();
    await form.getByText('Enter a full address that starts with https:// (or http://).').waitFor();
    expect(await form.getByLabel('URL').getAttribute('aria-invalid')).toBe('true');
    expect(envelope(await call(server.t, owner.token, 'GET', '/webhooks')).payload.entries).toEqual([]);

    await form.getByLabel('URL').fill(hooks.url('/hook'));
    await form.getByRole('button', { name: 'Create the webhook' }).click();
    await dialog().waitFor({ state: 'detached' });
    secret = (await page.locator('[data-secret]').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByText('Copy it now: you will not see it again.').waitFor();
    hooks.verifyWith('/hook', secret);

    const [stored] = envelope(await call(server.t, owner.token, 'GET', '/webhooks')).payload.entries;
    expect(stored).toMatchObject({
      url: hooks.url('/hook'),
      events: ['READY_FOR_DOWNLOAD', 'AUTOMATION_FAILED'],
      enabled: true,
    });
    webhookId = stored.webhook_id;
    const row = page.getByRole('row', { name: new RegExp(hooks.url('/hook')) });
    expect(await row.textContent()).toContain('File ready');
    expect(await row.textContent()).toContain('Enabled');

    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.locator('[data-secret]').waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await page.getByRole('row', { name: new RegExp(hooks.url('/hook')) }).waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.getByRole('link', { name: hooks.url('/hook') }).click();
    await page.getByRole('heading', { name: hooks.url('/hook') }).waitFor();
    expect(await page.content()).not.toContain(secret);
  });

  it('shows the failed delivery with its status code and answer, and redelivers it once the receiver answers', async () => {
    // A partner submits through the API with its own token: READY_FOR_DOWNLOAD, and the template's push.
    const created = await uploadAndTransform(server.t, customer.token, 'codes', codeRows(2));
    submissionId = (await submitAndWait(server.t, customer.token, created)).submission_id;
    expect(await settled('webhook')).toMatchObject({ status: 'failed' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deliveries' }).click();
    await page.getByRole('heading', { name: 'Deliveries', level: 1 }).waitFor();
    await page.getByLabel('Channel').selectOption('webhook');
    expect(new URL(page.url()).searchParams.get('channel')).toBe('webhook');
    const toggle = page.getByRole('button', { name: /^Details of the Webhook delivery to / });
    await toggle.waitFor();
    const row = page.locator('tbody.delivery').first();
    expect(await row.locator('td.wide-only .delivery-status').textContent()).toBe('Failed');
    expect(await row.locator('td.numeric').textContent()).toBe('1');
    expect(await row.getByRole('link', { name: submissionId.slice(0, 8) }).getAttribute('href')).toBe(
      `/app/activity/${submissionId}`,
    );

    // The disclosure opens from the keyboard.
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const attempts = row.locator('.attempts-table tbody tr');
    expect(await attempts.count()).toBe(1);
    expect(await attempts.first().locator('.status-code').textContent()).toBe('500');
    expect(await attempts.first().locator('.attempt-excerpt').textContent()).toBe('answer 500 to /hook');

    hooks.answer('/hook', [200]);
    await row.getByRole('button', { name: 'Redeliver' }).click();
    await row.getByText('Delivered: the new attempt succeeded.').waitFor();
    expect(await row.locator('td.wide-only .delivery-status').textContent()).toBe('Succeeded');
    expect(await attempts.count()).toBe(2);
    expect(await attempts.locator('.status-code').allTextContents()).toEqual(['500', '200']);
    expect(await row.getByRole('button', { name: 'Redeliver' }).count()).toBe(0);

    const [webhook] = await deliveries('&channel=webhook');
    expect(webhook).toMatchObject({ status: 'succeeded' });
    expect(webhook!.attempts.map((a) => a.status_code)).toEqual([500, 200]);
    const received = hooks.received('/hook');
    expect(received).toHaveLength(2);
    expect(received.every((r) => r.refusal === null)).toBe(true);
    expect(received[0]!.headers['webhook-id']).toBe(received[1]!.headers['webhook-id']);

    // The filter is in the address: a reload shows the same list.
    await page.reload();
    await toggle.waitFor();
    expect(await page.getByLabel('Channel').inputValue()).toBe('webhook');
  });

  it('filters the log by channel and status: the push and the e-mail are there too', async () => {
    const invited = await call(server.t, owner.token, 'POST', `/customer/${customer.id}/invitation`, {
      template_handle: 'codes',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await settled('push')).toMatchObject({ status: 'succeeded' });

    await page.getByLabel('Channel').selectOption('push');
    const push = page.getByRole('button', { name: `Details of the Push delivery to ${pushed.url}/in` });
    await push.waitFor();
    expect(await page.locator('tbody.delivery').count()).toBe(1);
    expect(await page.locator('tbody.delivery').textContent()).toContain('Submission pushed');

    await page.getByLabel('Channel').selectOption('email');
    await page
      .getByRole('button', { name: 'Details of the E-mail delivery to cleo@partner.example' })
      .waitFor();
    expect(await page.locator('tbody.delivery').count()).toBe(1);
    expect(await page.locator('tbody.delivery').textContent()).toContain('Customer invitation');

    await page.getByLabel('Channel').selectOption('');
    await page.getByLabel('Status').selectOption('failed');
    await page.getByText('No delivery matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await page.getByRole('button', { name: /^Details of the Push delivery/ }).waitFor();
    expect(await page.locator('tbody.delivery').count()).toBe(3);
    expect(new URL(page.url()).search).toBe('');

    await page.getByLabel('Submission ID').fill(submissionId);
    await page
      .getByRole('button', { name: /^Details of the E-mail delivery/ })
      .waitFor({ state: 'detached' });
    expect(await page.locator('tbody.delivery').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('submission')).toBe(submissionId);
  });

  it('edits the webhook, turns it off and deletes it after a confirmation', async () => {
    await page.goto(`${server.url}/app/deliveries/webhooks/${webhookId}`);
    await page.getByRole('heading', { name: hooks.url('/hook') }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await dialog()
      .getByRole('checkbox', { name: /Automation failed/ })
      .uncheck();
    await dialog()
      .getByRole('checkbox', { name: /Bulk import finished/ })
      .check();
    await dialog().getByRole('group', { name: 'Templates' }).getByRole('checkbox', { name: 'codes' }).check();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByText('The webhook is saved.').waitFor();
    const read = async () =>
      envelope(await call(server.t, owner.token, 'GET', `/webhooks/${webhookId}`)).payload;
    expect(await read()).toMatchObject({
      events: ['READY_FOR_DOWNLOAD', 'BULK_IMPORT_FINISHED'],
      template_handles: ['codes'],
      enabled: true,
    });

    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Disabled: no new event is sent to this address.').waitFor();
    expect((await read()).enabled).toBe(false);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    expect((await call(server.t, owner.token, 'GET', `/webhooks/${webhookId}`)).statusCode).toBe(200);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`The webhook to ${hooks.url('/hook')} is deleted.`).waitFor();
    expect((await call(server.t, owner.token, 'GET', `/webhooks/${webhookId}`)).statusCode).toBe(404);
  });

  it('says which plan permission a new webhook needs when the plan lacks it', async () => {
    await server.t.services.organisations.setPlan('northwind', {
      limits: {},
      grant: [],
      revoke: ['X_WEBHOOKS'],
    });
    await page.goto(`${server.url}/app/deliveries/webhooks`);
    await page.getByRole('button', { name: 'New webhook' }).click();
    await dialog().getByLabel('URL').fill(hooks.url('/later'));
    await dialog().getByRole('button', { name: 'Create the webhook' }).click();
    const alert = dialog().getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Ask whoever runs your Ferry for a plan that includes');
    expect(envelope(await call(server.t, owner.token, 'GET', '/webhooks')).payload.entries).toEqual([]);
    await page.keyboard.press('Escape');
    await server.t.services.organisations.setPlan('northwind', {
      limits: {},
      grant: ['X_WEBHOOKS'],
      revoke: [],
    });
  });

  it("shows another organisation's webhook at its address as not found, with nothing of it", async () => {
    await page.goto(`${server.url}/app/deliveries/webhooks/${rival.webhookId}`);
    await page.getByRole('heading', { name: 'Webhook not found' }).waitFor();
    expect(await page.content()).not.toContain(rival.url);
    await page.goto(`${server.url}/app/deliveries`);
    await page
      .getByRole('button', { name: /^Details of the/ })
      .first()
      .waitFor();
    expect(await page.content()).not.toContain(rival.url);
  });
});
