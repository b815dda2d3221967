/**
 * The screenshots of docs/console.md: each screen of the console in English and French, 1440 px
 * and 390 px wide. Run on purpose only (they change with every restyle): FERRY_SCREENSHOTS=1 npx
 * vitest run test/browser/console-screenshots.test.ts
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { consoleUrl, signInToConsole } from './support/console.ts';
import { prepareScreenshots, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string };

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  const org = await server.t.organisation('northwind');
  owner = org;
  await call(server.t, org.token, 'PUT', '/organisation', { name: 'Northwind Trading' });
  const templates = [
    ['suppliers', 'Supplier list'],
    ['price-updates', 'Weekly price updates'],
    ['stock-levels', 'Stock levels'],
    ['new-products', 'New products'],
  ];
  for (const [handle, name] of templates)
    await createImporterTemplate(server.t, org.token, handle!, { name });
  await call(server.t, org.token, 'PUT', '/template/stock-levels', { is_enabled: false });
  await prepareScreenshots();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.runIf(SCREENSHOTS_WANTED)('console screenshots', () => {
  it.each(['en', 'fr'])('shoots every screen in %s', async (lang) => {
    const page = await browser.context.newPage();
    const at = (p: string) => consoleUrl(server.url, p, lang);
    await page.goto(at(''));
    await page.locator('#field-email').waitFor();
    await shoot(page, 'sign-in', lang);

    await page.locator('#field-email').fill(owner.email);
    await page.locator('#field-password').fill('not the password');
    await page.locator('button[type=submit]').click();
    await page.getByRole('alert').waitFor();
    await shoot(page, 'sign-in-wrong-password', lang);

    await page.goto(at('forgot-password'));
    await page.locator('#field-email').fill(owner.email);
    await page.locator('button[type=submit]').click();
    await page.getByRole('status').waitFor();
    await shoot(page, 'forgot-password', lang);

    await page.goto(`${at('password-reset')}#fpr_example`);
    await page.locator('#field-confirm').waitFor();
    await shoot(page, 'password-reset', lang);

    await page.goto(`${at('invitation')}#example`);
    await page.locator('#field-name').waitFor();
    await shoot(page, 'invitation', lang);

    await signInToConsole(page, server.url, owner, { lang });
    await page.locator('table').waitFor();
    await shoot(page, 'templates', lang);

    // Members and organisation: console-screenshots-organisation.test.ts.
    await page.getByRole('button', { name: lang === 'fr' ? 'Se déconnecter' : 'Sign out' }).click();
    await page.locator('#field-email').waitFor();
    await page.close();
  });
});
