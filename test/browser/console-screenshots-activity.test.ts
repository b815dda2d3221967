/**
 * The screenshots of the activity section of docs/console.md: the list (with a file being read and
 * failed ones), a submission's page with its error table, and the replay dialog, in English and
 * French, 1440 px and 390 px wide. Run on purpose only:
 * FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-activity.test.ts
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestOrganisation } from '../support/app.ts';
import {
  type CustomerLogin,
  createContactsTemplate,
  newCustomer,
  untilStep,
  uploadAndSubmit,
  uploadFile,
} from '../support/flow.ts';
import type { Browser } from './support/chromium.ts';
import { signInToConsole } from './support/console.ts';
import { startNorthwind } from './support/northwind.ts';
import { prepareScreenshots, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import type { ImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let owner: TestOrganisation;
let ada: CustomerLogin;
let shown: string;

const rows = (count: number, bad: number[]) =>
  `email,name,price\n${Array.from(
    { length: count },
    (_, index) =>
      `${bad.includes(index) && index % 3 === 2 ? `buyer${index} at shop` : `buyer${index}@shop.example`},Buyer ${index},${bad.includes(index) ? (index % 2 ? '5000' : '-3') : '12.50'}`,
  ).join('\n')}\n`;

const submitted = (customer: { token: string }, content: string, name: string) =>
  uploadAndSubmit(server.t, customer.token, 'prices', content, name);

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  ({ server, browser, owner } = await startNorthwind());
  await createContactsTemplate(server.t, owner.token, 'prices', {
    name: 'Weekly price updates',
    accept_errors: true,
  });
  ada = await newCustomer(server.t, owner.token, {
    name: 'Ada Shipping',
    external_id: 'ADA-001',
    template_handles: ['prices'],
  });
  const dupont = await newCustomer(server.t, owner.token, {
    name: 'Brasserie Dupont',
    external_id: 'BRA-204',
    template_handles: ['prices'],
  });
  await submitted(ada, rows(120, []), 'prices-week-09.csv');
  await submitted(dupont, rows(48, [3, 7, 8, 20]), 'tarifs-semaine-09.csv');
  const shownSubmission = await submitted(ada, rows(240, [2, 5, 9, 11, 40, 41]), 'prices-week-10.csv');
  shown = shownSubmission.submission_id;
  await submitted(dupont, rows(64, []), 'tarifs-semaine-10.csv');
  // A file that cannot be read: it fails before any submission.
  const broken = await uploadFile(
    server.t,
    dupont.token,
    'prices',
    Buffer.from('PK\u0003\u0004 not a workbook'),
    'stock.xlsx',
  );
  await untilStep(server.t, dupont.token, broken.automation_id, ['failed']);
  await submitted(dupont, rows(30, [1, 2]), 'tarifs-semaine-11.csv');
  await prepareScreenshots();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A large file sent now, so that the list shows one being read, with its progress. */
async function running(page: Page) {
  await uploadFile(server.t, ada.token, 'prices', rows(400_000, []), 'prices-full-catalogue.csv');
  await page.reload();
  await page.locator('.activity-status .activity-progress').first().waitFor({ timeout: 60_000 });
}

describe.runIf(SCREENSHOTS_WANTED)('console activity screenshots', () => {
  it.each(['en', 'fr'])(
    'shoots the activity screens in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      await signInToConsole(page, server.url, owner, { path: 'activity', lang, ifNeeded: true });
      await page.locator('.activity-table').waitFor();
      await running(page);
      await shoot(page, 'activity', lang);

      // Every file with errors selected, then the replay dialog.
      await page.locator('.activity-table thead input[type=checkbox]').check();
      await page.locator('.activity-bulk .button').click();
      await page.getByRole('alertdialog').waitFor();
      await shoot(page, 'activity-replay', lang, { capture: 'window' });
      await page.keyboard.press('Escape');

      await page.goto(`${server.url}/app/activity/${shown}?lang=${lang}`);
      await page.locator('.activity-error-table').waitFor();
      await page.getByText(/This file caused no delivery|Ce fichier n’a causé aucune livraison/).waitFor();
      await shoot(page, 'activity-submission', lang);
      expect(await page.locator('.activity-error-table tbody').count()).toBeGreaterThan(0);
      await page.close();
    },
    240_000,
  );
});
