/**
 * The API reference in a real browser, opened at a host name other than FERRY_PUBLIC_URL's
 * (127.0.0.1 where the public URL says localhost): "Try it out" reaches the server it was opened
 * at, instead of a cross-origin request the browser blocks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { freePort } from './support/server.ts';

let t: TestApp;
let browser: Browser;
let port: number;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ publicUrl: `http://localhost:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('/docs opened at 127.0.0.1', () => {
  it('runs "Try it out" against the host it was opened at', async () => {
    const page = await browser.context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/healthz')) requested.push(request.url());
    });
    await page.goto(`http://127.0.0.1:${port}/docs`);
    const operation = page.locator('#operations-Integrations-getHealthz');
    await operation.locator('.opblock-summary').click();
    await operation.locator('.try-out__btn').click();
    await operation.locator('.execute').click();
    const status = operation.locator('.live-responses-table tr.response .response-col_status').first();
    await status.waitFor({ timeout: 20_000 });
    expect(requested).toEqual([`http://127.0.0.1:${port}/healthz`]);
    expect((await status.textContent())?.trim()).toBe('200');
    await page.close();
  }, 60_000);
});
