/**
 * The four languages in a browser: a sender takes a file through the whole importer in French,
 * German and Spanish and reads no English sentence of the catalog on any screen, every API call
 * asking for the page's language; the importer's picker opens the page again in the language
 * picked; the console's picker does too, and keeps the choice for the next visit.
 */
import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, type TestOrganisation } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { consoleUrl } from './support/console.ts';
import { englishIn, englishSentences, say } from './support/english.ts';
import { type SenderFiles, writeSenderFiles } from './support/files.ts';
import { pickFile } from './support/importer-page.ts';
import { visibleTexts } from './support/pseudo.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let files: SenderFiles;
let owner: TestOrganisation;

beforeAll(async () => {
  [server, browser, files] = await Promise.all([startImporterServer(), launchChromium(), writeSenderFiles()]);
  owner = await server.t.organisation('northwind');
  await createImporterTemplate(server.t, owner.token, 'contacts', {
    name: 'Partner contacts',
    accept_errors: true,
  });
}, 120_000);
afterAll(async () => {
  if (files) await rm(files.dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

/** A sender of northwind signed in on the hosted link's page (tokens in the tab's storage). */
async function senderPage(externalId: string): Promise<Page> {
  const customer = envelope(
    await call(server.t, owner.token, 'POST', '/customer', {
      name: externalId,
      external_id: externalId,
      template_handles: ['contacts'],
    }),
  ).payload;
  const tokens = envelope(
    await call(server.t, owner.token, 'POST', `/customer/${customer.customer_id}/token`),
  ).payload;
  const page = await browser.context.newPage();
  await page.addInitScript(
    (value) => (globalThis as any).sessionStorage.setItem('ferry.tokens.northwind', value),
    JSON.stringify({ access_token: tokens.access_token, refresh_token: null }),
  );
  return page;
}

/** The languages the API calls of a page asked for, from now on. */
function askedLanguages(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType()))
      asked.add(request.headers()['accept-language'] ?? '');
  });
  return asked;
}

describe('the importer in French, German and Spanish', () => {
  it.each(['fr', 'de', 'es'])(
    'takes a file from upload to result in %s with no English sentence',
    async (language) => {
      const t = say(language);
      const english = englishSentences(language, ['ui.importer.', 'ui.shared.']);
      const page = await senderPage(`shop-${language}`);
      const asked = askedLanguages(page);
      const seen: string[] = [];
      const read = async () => seen.push(...englishIn(await visibleTexts(page), english));

      await page.goto(`${server.url}/import/northwind/contacts?lang=${language}`);
      await page.getByRole('heading', { name: t('ui.importer.upload.title') }).waitFor();
      await read();
      await pickFile(page, files.csv);
      await read();
      await page.getByRole('button', { name: t('ui.importer.upload.continue'), exact: true }).click();
      const mapping = page.getByTestId('mapping');
      await mapping.waitFor({ timeout: 60_000 });
      await page.getByLabel('Name', { exact: true }).selectOption('Nom');
      await mapping.getByLabel('Allemagne').selectOption('DE');
      await read();
      await page.getByRole('button', { name: t('ui.importer.mapping.confirm'), exact: true }).click();
      await page.locator('.summary.has-errors').waitFor({ timeout: 60_000 });
      await page.getByText(t('ui.importer.review.summary', { rows: 4, errors: '2' })).waitFor();
      await read();
      const send = t('ui.importer.review.submitWithErrors', { count: 2 });
      await page.getByRole('button', { name: send, exact: true }).click();
      await page
        .getByRole('dialog')
        .getByText(t('ui.importer.review.confirmTitle', { count: 2 }))
        .waitFor();
      await read();
      await page.getByRole('dialog').getByRole('button', { name: send, exact: true }).click();
      await page.getByTestId('result').waitFor({ timeout: 60_000 });
      await page.getByText(t('ui.importer.result.errorsDelivered', { count: 2 })).waitFor();
      await read();

      expect(seen).toEqual([]);
      expect([...asked]).toEqual([language]);
      await page.close();
    },
    60_000,
  );

  it('opens the page again in the language picked, at the step it was at', async () => {
    const page = await senderPage('shop-picker');
    await page.goto(`${server.url}/import/northwind/contacts`);
    await page.getByRole('heading', { name: 'Upload your file' }).waitFor();
    // In English, the English sentences are found: the check of the runs above can fail.
    const english = englishSentences('de', ['ui.importer.', 'ui.shared.']);
    expect(englishIn(await visibleTexts(page), english)).toContain(
      'Send the file you want to import into Partner contacts.',
    );
    const asked = askedLanguages(page);
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { name: say('de')('ui.importer.upload.title') }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('de');
    expect(await page.getByLabel('Sprache').inputValue()).toBe('de');
    expect([...asked]).toEqual(['de']);
    await page.close();
  });
});

describe('the console’s language', () => {
  it('is the one picked, kept for the next visit, and asked of the API', async () => {
    const page = await browser.context.newPage();
    await page.goto(consoleUrl(server.url));
    await page.getByRole('heading', { name: 'Sign in to Ferry' }).waitFor();
    await page.getByLabel('Language').selectOption('es');
    const t = say('es');
    await page.getByRole('heading', { name: t('ui.console.signIn.title') }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('es');
    // Next visit, no ?lang= in the address: the choice holds.
    await page.goto(consoleUrl(server.url));
    await page.getByRole('heading', { name: t('ui.console.signIn.title') }).waitFor();
    const asked = askedLanguages(page);
    await page.locator('#field-email').fill(owner.email);
    await page.locator('#field-password').fill(owner.password);
    await page.locator('button[type=submit]').click();
    await page.getByRole('heading', { name: t('ui.console.templates.title'), exact: true }).waitFor();
    const english = englishSentences('es', ['ui.console.', 'ui.shared.']);
    expect(englishIn(await visibleTexts(page), english)).toEqual([]);
    expect([...asked]).toEqual(['es']);
    // Back to English from the navigation's picker.
    await page.getByLabel(t('ui.shared.language.label')).selectOption('en');
    await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();
    await page.close();
  });
});
