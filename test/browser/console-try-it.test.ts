/**
 * A template's Try it tab in the console, in Chromium: the receiver opens the importer in a panel
 * as the organisation's trial customer, sends a small CSV with one bad e-mail, sees the mapping
 * and the error in the review inside the frame, submits, and reads the outcome in the console.
 * The submission exists through the API, marked as a trial.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../support/app.ts';
import { call } from '../support/flow.ts';
import type { Browser } from './support/chromium.ts';
import { consoleUrl, signInToConsole, TRY_IT_SAMPLE, tryItFrame } from './support/console.ts';
import { confirmMapping, pickFile, sendFile } from './support/importer-page.ts';
import { startNorthwind } from './support/northwind.ts';
import type { ImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string; token: string };
let dir: string;
let sample: string;

beforeAll(async () => {
  ({ server, browser, owner } = await startNorthwind());
  // Private: no partner may use it yet, which is when a receiver tries it.
  await createImporterTemplate(server.t, owner.token, 'suppliers', {
    name: 'Supplier list',
    access_type: 'private',
    accept_errors: true,
  });
  dir = await mkdtemp(path.join(tmpdir(), 'ferry-try-it-'));
  sample = path.join(dir, 'suppliers.csv');
  await writeFile(sample, TRY_IT_SAMPLE);
}, 120_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  await browser?.close();
  await server?.close();
});

/** The template's page; `signIn` first when the browser keeps no session yet. */
async function templatePage(lang: 'en' | 'fr', signIn: boolean): Promise<Page> {
  const page = await browser.context.newPage();
  if (signIn) await signInToConsole(page, server.url, owner, { path: 'templates/suppliers', lang });
  else await page.goto(consoleUrl(server.url, 'templates/suppliers', lang));
  return page;
}

/** The step the panel's status line follows, from the importer's events. */
const currentStep = (page: Page) => page.locator('dialog .try-it-status').getAttribute('data-step');

describe('Try it', () => {
  it('walks a sample file through the importer in a panel and shows the trial submission', async () => {
    const page = await templatePage('en', true);
    await page.getByRole('tab', { name: 'Try it' }).click();
    await page.getByRole('heading', { name: 'Try it as a sender' }).waitFor();
    await page.getByText('Partners cannot use this template yet (it is private)').waitFor();
    await page.getByText('A file you submit becomes a submission of this template like any other').waitFor();

    await page.getByRole('button', { name: 'Try with a sample file' }).click();
    const panel = page.getByRole('dialog', { name: 'Try “Supplier list”' });
    await panel.waitFor();
    const frame = await tryItFrame(page);
    expect(await currentStep(page)).toBe('upload');
    await page.getByText('Drop a sample file on the importer below, as a partner would.').waitFor();

    await pickFile(frame, sample);
    await sendFile(frame);
    await expect.poll(() => currentStep(page)).toBe('mapping');
    await page.getByText('Mapping: check where each heading of the file lands among your columns.').waitFor();
    const mapping = frame.locator('[data-testid="mapping"]');
    for (const column of ['E-mail', 'Name', 'Country', 'City'])
      expect(await mapping.textContent()).toContain(column);

    await confirmMapping(frame);
    await expect.poll(() => currentStep(page)).toBe('review');
    await page
      .getByText('Review: these are the errors a partner would have to fix.', { exact: false })
      .waitFor();
    await frame.getByText('3 rows, 1 with errors').waitFor();
    await frame.getByRole('button', { name: 'Send with 1 row in error' }).click();
    await frame
      .getByRole('dialog', { name: 'Send 1 row in error?' })
      .getByRole('button', { name: 'Send with 1 row in error' })
      .click();
    await frame.locator('[data-testid="result"]').waitFor({ timeout: 60_000 });

    await panel.getByText('Submitted: 3 rows, 1 with errors.').waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Download the output file' }).waitFor();

    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    // The keyboard is back on the button that opened the panel.
    await expect
      .poll(() => page.evaluate(() => (globalThis as any).document.activeElement?.textContent))
      .toBe('Try another file');
    const last = page.locator('.try-it-last');
    await last.getByText('Submitted: 3 rows, 1 with errors.').waitFor();
    await last.getByRole('button', { name: 'Download the error report' }).waitFor();
    await page.getByText('sent by the customer “Test (Northwind Trading)”').waitFor();

    const submissions = envelope(await call(server.t, owner.token, 'GET', '/submissions')).payload.entries;
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      trial: true,
      customer_id: 'ferry-try-it',
      customer_name: 'Test (Northwind Trading)',
      template_name: 'Supplier list',
      rows_in_source: 3,
      rows_in_error: 1,
    });

    // Escape closes the panel as its Close button does (from the console's part of it: a key
    // pressed inside the importer is the importer's), and a file in progress is kept.
    await page.getByRole('button', { name: 'Try another file' }).click();
    const again = await tryItFrame(page);
    await pickFile(again, sample);
    await sendFile(again);
    await panel.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Try another file' }).click();
    const element = await page.locator('dialog iframe').elementHandle();
    const resumed = (await element!.contentFrame())!;
    await resumed.locator('[data-testid="mapping"]').waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.close();
  }, 180_000);

  it('speaks French, in the console and in the importer it frames', async () => {
    const page = await templatePage('fr', false);
    await page.getByRole('tab', { name: 'Essayer' }).click();
    await page.getByRole('heading', { name: 'Essayer comme un expéditeur' }).waitFor();
    await page.getByRole('button', { name: /Essayer (avec un fichier d’exemple|un autre fichier)/ }).click();
    await page.getByRole('dialog', { name: 'Essayer «\u00a0Supplier list\u00a0»' }).waitFor();
    const frame = await tryItFrame(page);
    expect(await frame.evaluate(() => (globalThis as any).document.documentElement.lang)).toBe('fr');
    await page.getByText('Déposez un fichier d’exemple dans l’importateur ci-dessous').waitFor();
    await page.getByRole('button', { name: 'Fermer' }).click();
    await page.close();
  }, 120_000);
});
