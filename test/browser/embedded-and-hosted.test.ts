/**
 * The importer where senders meet it: inside a receiver's page through `<ferry-importer>` (the
 * example host page, its events received), and on the hosted link with a code e-mailed to the
 * sender. Both take a JSON file to a delivered target file.
 */
import { rm } from 'node:fs/promises';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, envelope } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type ExampleHost, startExampleHost } from './support/example-host.ts';
import { type SenderFiles, writeSenderFiles } from './support/files.ts';
import {
  confirmMapping,
  editCell,
  expectNoHiddenColumn,
  pickFile,
  sendFile,
  submit,
} from './support/importer-page.ts';
import { latestCode } from './support/outbox.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let files: SenderFiles;
let host: ExampleHost;

beforeAll(async () => {
  [server, browser, files] = await Promise.all([startImporterServer(), launchChromium(), writeSenderFiles()]);
  const secret = envelope(await call(server.t, server.owner, 'POST', '/organisation/embed-secret')).payload
    .embed_secret;
  host = await startExampleHost({
    FERRY_URL: server.url,
    FERRY_SUBDOMAIN: 'acme',
    FERRY_EMBED_SECRET: secret,
    FERRY_TEMPLATE: 'contacts',
    EXAMPLE_USER: 'shop-embedded',
  });
  // The template is restricted: the receiver lists the shop as one of its customers first.
  await server.senderToken('shop-embedded');
  const put = await call(server.t, server.owner, 'PUT', '/organisation', { embed_origins: [host.url] });
  expect(put.statusCode, put.body).toBe(200);
}, 120_000);
afterAll(async () => {
  if (files) await rm(files.dir, { recursive: true, force: true });
  await host?.close();
  await browser?.close();
  await server?.close();
});

/** JSON file in, two fixes, submitted. */
async function importJson(surface: Page | Frame) {
  await pickFile(surface, files.json);
  await sendFile(surface);
  await expectNoHiddenColumn(surface);
  await surface.getByLabel(/^(Name)$/).selectOption('Nom');
  const mapping = surface.locator('[data-testid="mapping"]');
  await mapping.getByLabel('Allemagne').selectOption('DE');
  await mapping.getByLabel('Espagne').selectOption('ES');
  await confirmMapping(surface);
  await editCell(surface, 1, 1, 'jurgen@example.de');
  await editCell(surface, 2, 2, 'Inés Ruiz');
  await surface.locator('.summary', { hasText: /No errors|Aucune erreur/ }).waitFor();
  await submit(surface);
}

async function targetOf(submissionId: string): Promise<string> {
  const res = await server.t.app.inject({
    method: 'GET',
    url: `/submission/${submissionId}/download`,
    headers: bearer(server.owner),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('the importer embedded and hosted', () => {
  it('runs inside the example host page, which receives its events', async () => {
    const page = await browser.context.newPage();
    await page.goto(host.url);
    const frame = await (await page.locator('ferry-importer iframe').elementHandle())!.contentFrame();
    expect(frame!.url()).toBe(`${server.url}/import/acme/contacts?embed=inline&lang=en`);
    await frame!.locator('#file-input').waitFor({ state: 'attached' });
    await importJson(frame!);

    const events = page.locator('#events li');
    await page.locator('#events li[data-event="ferry:submitted"]').waitFor();
    const names = await events.evaluateAll((items) => items.map((item) => (item as any).dataset.event));
    expect(names[0]).toBe('ferry:ready');
    expect(names).toContain('ferry:step');
    const submitted = await page.locator('#events li[data-event="ferry:submitted"]').textContent();
    const submission = JSON.parse(submitted!.replace('ferry:submitted ', ''));
    expect(submission).toMatchObject({ rows_in_target: 4, rows_in_error: 0, customer_id: 'shop-embedded' });
    expect(await targetOf(submission.submission_id)).toContain(
      'ines@example.es,Inés Ruiz,ES,Sevilla,s3cr3t-margin',
    );
  }, 120_000);

  it('opens as a modal that its close button closes', async () => {
    const page = await browser.context.newPage();
    await page.goto(host.url);
    await page.getByRole('button', { name: 'Import a file in a window' }).click();
    const modal = page.locator('ferry-importer[mode="modal"]');
    await modal.locator('iframe').waitFor();
    const frame = await (await modal.locator('iframe').elementHandle())!.contentFrame();
    await frame!.locator('#file-input').waitFor({ state: 'attached' });
    await frame!.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  }, 60_000);

  it('refuses to be framed by a page the organisation did not list', async () => {
    const res = await fetch(`${server.url}/import/acme/contacts`);
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${host.url}`);
    const other = await fetch(`${server.url}/import/nobody/contacts`);
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('says what the bare /import/ page is for, in English and French, rather than that it failed', async () => {
    const page = await browser.context.newPage();
    for (const [lang, title, link] of [
      ['en', 'Send a file with Ferry', /nothing to do here without that link/],
      ['fr', 'Envoyer un fichier avec Ferry', /rien à faire ici/],
    ] as const) {
      await page.goto(`${server.url}/import/?lang=${lang}`);
      const info = page.getByTestId('info');
      await info.waitFor();
      expect(await info.getByRole('heading').textContent()).toBe(title);
      expect(await info.textContent()).toMatch(link);
      expect(await page.locator('main').textContent()).not.toMatch(/went wrong|problème est survenu/);
      // No steps: there is no file to bring here.
      expect(await page.getByRole('navigation').isHidden()).toBe(true);
    }
    await page.close();
  }, 60_000);

  it('signs a sender in on the hosted link with the code e-mailed to them', async () => {
    await call(server.t, server.owner, 'POST', '/customer', {
      name: 'Hosted shop',
      external_id: 'shop-hosted',
      email: 'hosted@shop.example',
      template_handles: ['contacts'],
    });
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/import/acme/contacts?lang=fr`);
    await page.getByLabel('Adresse e-mail').fill('hosted@shop.example');
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    const code = await latestCode(server.t.services.ctx.config.dataDir, 'hosted@shop.example');
    await page.getByLabel('Code reçu par e-mail').fill(code);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('#file-input').waitFor({ state: 'attached' });
    await importJson(page);
    expect(await page.locator('[data-testid="result"]').textContent()).toContain(
      'Votre fichier a été envoyé',
    );
    const submissions = envelope(await call(server.t, server.owner, 'GET', '/submissions')).payload.entries;
    expect(submissions[0]).toMatchObject({ customer_id: 'shop-hosted', rows_in_target: 4 });
  }, 120_000);
});
