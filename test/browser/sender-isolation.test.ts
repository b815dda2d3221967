/**
 * What the importer must never show, tried from a real browser: a template the customer may not
 * use (even by its address), another sender's file (even with its id planted where the importer
 * resumes from), and the template's hidden column.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uploadAndTransform } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { expectNoHiddenColumn } from './support/importer-page.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  // A template no customer is listed on, with a column name that must not leak.
  await createImporterTemplate(server.t, server.owner, 'payroll', { name: 'Payroll' });
  await call(server.t, server.owner, 'POST', '/template/payroll/column', {
    technical_name: 'salary',
    pretty_name: 'Salary of the employee',
    type: { type: 'TEXT' },
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page signed in as `externalId`, with `storage` set in the tab before the importer starts. */
async function openAs(externalId: string, path: string, storage: Record<string, string> = {}): Promise<Page> {
  const tokens = await server.senderToken(externalId);
  const entries = { 'ferry.tokens.acme': JSON.stringify(tokens), ...storage };
  const page = await browser.context.newPage();
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) (globalThis as any).sessionStorage.setItem(key, value);
  }, entries);
  await page.goto(`${server.url}${path}`);
  return page;
}

describe('the importer shows a sender only what is theirs', () => {
  it('says a template the customer may not use is not available, and shows nothing of it', async () => {
    const page = await openAs('shop-a', '/import/acme/payroll');
    await page.getByRole('alert').filter({ hasText: 'not available to you' }).waitFor();
    const html = await page.content();
    expect(html).not.toContain('Payroll');
    expect(html).not.toContain('Salary');
    expect(await page.locator('#file-input').count()).toBe(0);
  });

  it("never opens another sender's file, even with its id planted where the importer resumes", async () => {
    const alice = (await server.senderToken('shop-alice')).access_token;
    const source = 'E-mail,Name\nalice-only@example.com,Alice Secret\n';
    const created = await uploadAndTransform(server.t, alice, 'contacts', source);
    const page = await openAs('shop-bob', '/import/acme/contacts', {
      'ferry.transformation.acme.contacts': created.transformation_id,
    });
    // Bob gets a fresh upload screen: Alice's transformation is not found for him.
    await page.locator('#file-input').waitFor({ state: 'attached' });
    const html = await page.content();
    expect(html).not.toContain('alice-only');
    expect(html).not.toContain('Alice Secret');
    expect(
      await page.evaluate(() =>
        (globalThis as any).sessionStorage.getItem('ferry.transformation.acme.contacts'),
      ),
    ).toBeNull();
  });

  it("resumes the sender's own file at its review, without the hidden column", async () => {
    const own = (await server.senderToken('shop-carol')).access_token;
    const source = 'E-mail,Name\ncarol@example.com,Carol\n';
    const created = await uploadAndTransform(server.t, own, 'contacts', source);
    const page = await openAs('shop-carol', '/import/acme/contacts', {
      'ferry.transformation.acme.contacts': created.transformation_id,
    });
    await page.locator('[data-testid="grid"] [aria-rowindex="2"]:not(.loading)').waitFor();
    expect(await page.locator('[data-testid="grid"]').textContent()).toContain('carol@example.com');
    await expectNoHiddenColumn(page);
  });
});
