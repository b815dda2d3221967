/**
 * Every screen of the importer and of the console in the pseudo-language (`?lang=xx`: each text
 * of the catalog bracketed and 40 % longer), 1440 and 390 px wide: no visible text has words
 * outside brackets (a sentence written in code) and none is cut off by its box (a place too narrow
 * for a longer language). With FERRY_SCREENSHOTS=1 each screen is also saved, to be looked at, in
 * FERRY_PSEUDO_SCREENSHOTS (.tmp/pseudo-screenshots unless given, kept out of git).
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, type TestOrganisation } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole } from './support/console.ts';
import { HEADER, ROWS, type SenderFiles, writeSenderFiles } from './support/files.ts';
import { cell, pickFile } from './support/importer-page.ts';
import { type DataTexts, pseudoText, screenProblems } from './support/pseudo.ts';
import { SCREENSHOT_WIDTHS, SCREENSHOTS_WANTED } from './support/screenshots.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

const FOLDER =
  process.env.FERRY_PSEUDO_SCREENSHOTS ??
  path.join(import.meta.dirname, '..', '..', '.tmp', 'pseudo-screenshots');

let server: ImporterServer;
let browser: Browser;
let files: SenderFiles;
let owner: TestOrganisation;
let customerToken: string;
let customerId: string;
let feedId: string;
const data: DataTexts = {
  // Data and the server's own sentences: the grid's cells, a cell's errors, the steps the server
  // names while it works, the file preview, the names a list shows.
  containers: [
    '[data-testid="grid"] [data-row]',
    '.cell-message',
    '[data-testid="preview"]',
    // The matcher's reason for a proposal, and the encodings by their technical names.
    '.explanation',
    '#opt-encoding option',
    // Time zones by their IANA names (Europe/Paris), as cron reads them.
    '[data-property="timezone"] option',
    // HTTP methods and content types, by their names in the protocol.
    '[data-property="url.method"] option',
    '[data-property="url.content_type"] option',
    // The error report's rules and messages, as the server wrote them.
    '.activity-error-rule',
    '.activity-error-message',
    // Code and files: a snippet to paste, a format's output.
    'pre',
    'code',
  ],
  values: [],
};
/** Each screen's problems, `screen (width)` → what is wrong, reported together at the end. */
const problems = new Map<string, string[]>();

beforeAll(async () => {
  [server, browser, files] = await Promise.all([startImporterServer(), launchChromium(), writeSenderFiles()]);
  owner = await server.t.organisation('northwind');
  await call(server.t, owner.token, 'PUT', '/organisation', { name: 'Northwind Trading' });
  await createImporterTemplate(server.t, owner.token, 'contacts', {
    name: 'Partner contacts',
    accept_errors: true,
  });
  const customer = envelope(
    await call(server.t, owner.token, 'POST', '/customer', {
      name: 'Ada Shipping',
      external_id: 'ADA-001',
      email: 'ada@shop.example',
      template_handles: ['contacts'],
    }),
  ).payload;
  customerId = customer.customer_id;
  customerToken = envelope(
    await call(server.t, owner.token, 'POST', `/customer/${customer.customer_id}/token`),
  ).payload.access_token;
  await call(server.t, owner.token, 'POST', '/api-keys', { name: 'Warehouse sync' });
  await call(server.t, owner.token, 'POST', '/webhooks', {
    url: 'https://hooks.northwind.example/ferry',
    events: ['AUTOMATION_FAILED'],
  });
  const source = envelope(
    await call(server.t, owner.token, 'POST', '/sender/source', {
      name: 'Cobalt mailbox',
      data_extractor: 'email',
      email: { allowed_senders: ['*@cobalt.example'], subject_pattern: '^Stock' },
    }),
  ).payload;
  feedId = envelope(
    await call(server.t, owner.token, 'POST', '/feeds', {
      name: 'Cobalt contacts',
      source_id: source.source_id,
      template_handle: 'contacts',
    }),
  ).payload.feed_id;
  await call(server.t, owner.token, 'POST', '/alerts', {
    kind: 'automation_failed',
    recipients: [owner.email],
  });
  data.values.push(
    'Ferry',
    'Northwind Trading',
    'Partner contacts',
    'contacts',
    'Ada Shipping',
    'ADA-001',
    'northwind',
    'email',
    'name',
    'country',
    'city',
    'margin',
    'Margin',
    'Warehouse sync',
    'Cobalt mailbox',
    'Cobalt contacts',
    'People to invite',
    ...HEADER,
    ...ROWS.flat(),
    ...['E-mail', 'Name', 'Country', 'City', 'France', 'Germany', 'Spain', 'FR', 'DE', 'ES'],
  );
  if (SCREENSHOTS_WANTED) {
    await rm(FOLDER, { recursive: true, force: true });
    await mkdir(FOLDER, { recursive: true });
  }
}, 120_000);
afterAll(async () => {
  if (files) await rm(files.dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

/** Looks at the screen at both widths, keeping what is wrong; saves it when screenshots are wanted. */
async function look(page: Page, screen: string): Promise<void> {
  await page.mouse.move(0, 0);
  for (const [name, size] of Object.entries(SCREENSHOT_WIDTHS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(resolve)));
    const found = await screenProblems(page, data);
    const listed = [
      ...found.unbracketed.map((text) => `not bracketed: ${text}`),
      ...found.cut.map((text) => `cut: ${text}`),
    ];
    if (listed.length) problems.set(`${screen} (${name})`, listed);
    if (SCREENSHOTS_WANTED)
      await page.screenshot({ path: path.join(FOLDER, `${screen}-${name}.png`), fullPage: true });
  }
  await page.setViewportSize(SCREENSHOT_WIDTHS.wide);
}

const button = (page: Page, key: string) => page.getByRole('button', { name: pseudoText(key), exact: true });

describe('the pseudo-language', () => {
  it('shows every screen of the importer bracketed and uncut', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/import/?lang=xx`);
    await page.getByTestId('info').waitFor();
    await look(page, 'importer-home');
    await page.goto(`${server.url}/import/northwind/contacts?lang=xx`);
    await page.locator('#email').waitFor();
    await look(page, 'importer-login');

    await page.evaluate(
      (token) => (globalThis as any).sessionStorage.setItem('ferry.tokens.northwind', token),
      JSON.stringify({ access_token: customerToken, refresh_token: null }),
    );
    await page.goto(`${server.url}/import/northwind/contacts?lang=xx`);
    await page.locator('#file-input').waitFor({ state: 'attached' });
    await look(page, 'importer-upload');
    await pickFile(page, files.csv);
    await look(page, 'importer-preview');
    await button(page, 'ui.importer.upload.continue').click();
    const mapping = page.getByTestId('mapping');
    await mapping.waitFor({ timeout: 60_000 });
    await page.getByLabel('Name', { exact: true }).selectOption('Nom');
    await mapping.getByLabel('Allemagne').selectOption('DE');
    await look(page, 'importer-mapping');
    await button(page, 'ui.importer.mapping.confirm').click();
    await page.locator('[data-testid="grid"] [aria-rowindex="2"]:not(.loading)').waitFor({ timeout: 60_000 });
    await page.locator('.summary.has-errors').waitFor();
    await cell(page, 1, 1).click();
    await look(page, 'importer-review');
    await page.locator('.review-actions .button.primary, button.primary.large').last().click();
    await page.getByRole('dialog').waitFor();
    await look(page, 'importer-confirm');
    await page.getByRole('dialog').locator('.button.primary').click();
    await page.getByTestId('result').waitFor({ timeout: 60_000 });
    await look(page, 'importer-result');
    await page.close();
  }, 60_000);

  it('shows every screen of the console bracketed and uncut', async () => {
    const page = await browser.context.newPage();
    const at = (where: string) => `${server.url}/app/${where}${where.includes('#') ? '' : '?lang=xx'}`;
    const heading = (key: string) =>
      page.getByRole('heading', { name: pseudoText(key), exact: true }).first();
    const click = (key: string) => page.getByText(pseudoText(key), { exact: true }).first().click();

    await page.goto(at(''));
    await page.locator('#field-email').waitFor();
    await look(page, 'console-sign-in');
    await page.goto(at('forgot-password'));
    await page.locator('#field-email').waitFor();
    await look(page, 'console-forgot-password');
    await page.goto(`${server.url}/app/password-reset?lang=xx#fpr_example`);
    await page.locator('#field-confirm').waitFor();
    await look(page, 'console-password-reset');
    await page.goto(`${server.url}/app/invitation?lang=xx#example`);
    await page.locator('#field-name').waitFor();
    await look(page, 'console-invitation');

    await signInToConsole(page, server.url, owner, { lang: 'xx' });
    await page.locator('table').waitFor();
    await look(page, 'console-templates');
    await click('ui.console.template.list.new');
    await page.getByRole('dialog').waitFor();
    await look(page, 'console-new-template');
    await page.keyboard.press('Escape');

    const screens: [string, string, string][] = [
      ['template-settings', 'templates/contacts', 'ui.console.template.settings.identity'],
      ['template-columns', 'templates/contacts/columns', 'ui.console.template.columns.title'],
      ['template-format', 'templates/contacts/format', 'ui.console.format.title'],
      ['template-try-it', 'templates/contacts/try-it', 'ui.console.tryIt.title'],
      ['customers', 'customers', 'ui.console.customers.title'],
      ['members', 'members', 'ui.console.members.title'],
      ['api-keys', 'api-keys', 'ui.console.apiKeys.title'],
      ['organisation', 'organisation', 'ui.console.organisation.title'],
      ['activity', 'activity', 'ui.console.activity.title'],
      ['deliveries', 'deliveries', 'ui.console.deliveries.sections'],
      ['webhooks', 'deliveries/webhooks', 'ui.console.deliveries.sections'],
      ['sources', 'automations/sources', 'ui.console.automations.title'],
      ['feeds', 'automations/feeds', 'ui.console.automations.title'],
      ['connectors', 'automations/connectors', 'ui.console.automations.title'],
      ['alerts', 'alerts', 'ui.console.alerts.title'],
      ['bulk-imports', 'bulk-imports', 'ui.console.bulkImports.title'],
      ['usage', 'usage', 'ui.console.usage.title'],
      ['audit-log', 'audit-log', 'ui.console.auditLog.title'],
    ];
    for (const [screen, where, title] of screens) {
      await page.goto(at(where));
      await heading(title).waitFor();
      await page.waitForLoadState('networkidle');
      await look(page, `console-${screen}`);
    }

    // Forms and pages of one thing, opened as a person would.
    const opened = async (where: string, key: string, screen: string, params?: Record<string, string>) => {
      await page.goto(at(where));
      const name = pseudoText(key, params);
      const control = page
        .getByRole('button', { name, exact: true })
        .or(page.getByRole('link', { name, exact: true }))
        .first();
      await control.waitFor();
      await page.waitForLoadState('networkidle');
      await control.click();
      await page.waitForLoadState('networkidle');
      await look(page, `console-${screen}`);
    };
    await opened('templates/contacts/columns', 'ui.console.template.columns.editNamed', 'column-form', {
      name: 'E-mail',
    });
    await page
      .getByRole('button', { name: pseudoText('ui.console.rules.constraints.add'), exact: true })
      .click();
    await page.waitForLoadState('networkidle');
    await look(page, 'console-rule-picker');
    await opened('customers', 'ui.console.customers.new', 'new-customer');
    await opened('members', 'ui.console.members.invite', 'invite-member');
    await opened('deliveries/webhooks', 'ui.console.webhooks.new', 'new-webhook');
    await opened('automations/sources', 'ui.console.automations.source.new', 'new-source');
    await opened('automations/feeds', 'ui.console.automations.feed.new', 'new-feed');
    await opened('alerts', 'ui.console.alerts.new', 'new-alert');
    for (const [screen, where] of [
      ['customer', `customers/${customerId}`],
      ['feed', `automations/feeds/${feedId}`],
    ]) {
      await page.goto(at(where!));
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await look(page, `console-${screen}`);
    }
    await page.goto(at('activity'));
    await page.locator('.activity-link').first().click();
    await page.locator('.activity-timeline').waitFor();
    await page.waitForLoadState('networkidle');
    await look(page, 'console-run');
    await page.close();
  }, 120_000);

  it('finds nothing left unbracketed or cut off', () => {
    expect(Object.fromEntries(problems)).toEqual({});
  });
});
