/**
 * The screenshots of the deliveries section of docs/console.md: the webhook subscriptions, the
 * form of a new one and its secret shown once, and the delivery log with a failed webhook opened
 * on its attempts, in English and French, 1440 px and 390 px wide. Run on purpose only:
 * FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-deliveries.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../support/app.ts';
import { call, newCustomer, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import { codeRows, pushTemplate, type Receiver, receiver } from '../support/pushes.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole, signOutOfConsole } from './support/console.ts';
import { prepareScreenshots, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let hooks: WebhookReceiver;
let pushed: Receiver;
let owner: { email: string; password: string; token: string };

/** The receiver's ERP is down: its webhook answers 500 with a JSON error, as such servers do. */
const ERP_DOWN = JSON.stringify({
  error: 'service_unavailable',
  message: 'Order database is in maintenance until 02:00 UTC',
  request_id: 'req_7f3c9a21',
});

async function webhook(url: string, events: string[], enabled = true) {
  const res = await call(server.t, owner.token, 'POST', '/webhooks', { url, events, enabled });
  expect(res.statusCode, res.body).toBe(200);
}

async function settle() {
  for (let i = 0; i < 600; i++) {
    const res = await call(server.t, owner.token, 'GET', '/deliveries?per_page=100');
    const entries: { status: string }[] = envelope(res).payload.entries;
    if (entries.length >= 4 && entries.every((d) => d.status !== 'pending')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  [server, browser, hooks, pushed] = await Promise.all([
    startImporterServer({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [] }),
    launchChromium(),
    WebhookReceiver.start(),
    receiver(() => 200),
  ]);
  hooks.replyWith('/erp/ferry-events', (res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(ERP_DOWN);
  });
  owner = await server.t.organisation('northwind');
  await call(server.t, owner.token, 'PUT', '/organisation', { name: 'Northwind Trading' });
  await pushTemplate(server.t, owner.token, 'orders', { url: `${pushed.url}/api/orders/import` });
  for (const [handle, name] of [
    ['suppliers', 'Supplier list'],
    ['price-updates', 'Weekly price updates'],
    ['stock-levels', 'Stock levels'],
  ]) {
    const res = await call(server.t, owner.token, 'POST', '/template', { name, template_handle: handle });
    expect(res.statusCode, res.body).toBe(200);
  }
  await webhook(hooks.url('/erp/ferry-events'), ['READY_FOR_DOWNLOAD', 'AUTOMATION_FAILED']);
  await webhook(hooks.url('/warehouse/files-ready'), ['READY_FOR_DOWNLOAD']);
  await webhook(hooks.url('/ops/alerts'), ['ALERT_FIRED', 'BULK_IMPORT_FINISHED'], false);
  const customer = await newCustomer(server.t, owner.token, {
    external_id: 'ADA-001',
    name: 'Ada Shipping',
    email: 'orders@ada-shipping.example',
    template_handles: ['orders'],
  });
  const created = await uploadAndTransform(server.t, customer.token, 'orders', codeRows(3));
  await submitAndWait(server.t, customer.token, created);
  const invited = await call(server.t, owner.token, 'POST', `/customer/${customer.id}/invitation`, {
    template_handle: 'orders',
  });
  expect(invited.statusCode, invited.body).toBe(200);
  await settle();
  await prepareScreenshots();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await hooks?.close();
  await pushed?.close();
});

describe.runIf(SCREENSHOTS_WANTED)('console deliveries screenshots', () => {
  it.each(['en', 'fr'])(
    'shoots the deliveries screens in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      await signInToConsole(page, server.url, owner, { path: 'deliveries/webhooks', lang });
      await page.locator('.webhooks-table').waitFor();
      await page.locator('.signature-help summary').click();
      await shoot(page, 'webhooks', lang);
      await page.locator('.signature-help summary').click();

      await page.locator('.deliveries-sections .button.primary').click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type=url]').fill(hooks.url('/crm/ferry'));
      await dialog.locator('.webhook-event input').nth(1).check();
      await shoot(page, 'webhook-form', lang, { capture: 'tall' });
      await dialog.locator('button[type=submit]').click();
      await page.locator('[data-secret]').waitFor();
      await shoot(page, 'webhook-secret', lang);
      // The next language starts from the same three subscriptions.
      const list = envelope(await call(server.t, owner.token, 'GET', '/webhooks')).payload.entries;
      const added = list.find((w: { url: string }) => w.url === hooks.url('/crm/ferry'));
      await call(server.t, owner.token, 'DELETE', `/webhooks/${added.webhook_id}`);

      await page.goto(`${server.url}/app/deliveries?lang=${lang}`);
      const failed = page.locator('tbody.delivery', { has: page.locator('td.wide-only .status-failed') });
      await failed.locator('.delivery-toggle').click();
      await failed.locator('.attempts-table').waitFor();
      await shoot(page, 'deliveries', lang);
      await signOutOfConsole(page);
      await page.close();
    },
    90_000,
  );
});
