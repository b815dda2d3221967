/**
 * The screenshots of docs/console.md's organisation, members and API keys sections, in English
 * and French, 1440 px and 390 px wide. Run on purpose only: FERRY_SCREENSHOTS=1 npx vitest run
 * test/browser/console-screenshots-organisation.test.ts
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { consoleUrl, signInToConsole, signOutOfConsole } from './support/console.ts';
import { latestLink } from './support/outbox.ts';
import { prepareScreenshots, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string };

async function join(token: string, email: string, role: string, name: string) {
  await call(server.t, token, 'POST', '/members/invitations', { email, role });
  const link = await latestLink(server.t.services.ctx.config.dataDir, email, '/app/invitation');
  const accepted = await server.t.app.inject({
    method: 'POST',
    url: '/auth/invitation',
    payload: { token: decodeURIComponent(link.split('#')[1]!), password: 'long enough 1815', name },
  });
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
}

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  const org = await server.t.organisation('northwind');
  owner = org;
  await call(server.t, org.token, 'PUT', '/organisation', {
    name: 'Northwind Trading',
    brand_color: '#0f766e',
    embed_origins: ['https://shop.northwind.example', 'https://admin.northwind.example'],
  });
  await createImporterTemplate(server.t, org.token, 'suppliers', { name: 'Supplier list' });
  await join(org.token, 'ada@northwind.example', 'admin', 'Ada Lovelace');
  await join(org.token, 'grace@northwind.example', 'member', 'Grace Hopper');
  await call(server.t, org.token, 'POST', '/api-keys', { name: 'Warehouse sync' });
  await prepareScreenshots();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.runIf(SCREENSHOTS_WANTED)('console screenshots: organisation, members, API keys', () => {
  it.each(['en', 'fr'])('shoots the screens in %s', async (lang) => {
    const page = await browser.context.newPage();
    const at = (p: string) => consoleUrl(server.url, p, lang);
    await signInToConsole(page, server.url, owner, { lang });
    await page.locator('table').waitFor();

    await page.goto(at('organisation'));
    await page.locator('.importer-preview').waitFor();
    await page.locator('.snippet select').first().waitFor();
    await shoot(page, 'organisation', lang);

    await page.goto(at('members'));
    await page.locator('table select').first().waitFor();
    await shoot(page, 'members', lang);
    await page.locator('.page-head .button.primary').click();
    await page.locator('dialog input[type=email]').fill('linus@northwind.example');
    await page.locator('dialog input[value=admin]').check();
    await shoot(page, 'members-invite', lang);
    await page.keyboard.press('Escape');

    await page.goto(at('api-keys'));
    await page.locator('table').waitFor();
    await page.locator('.create-key input').fill(lang === 'fr' ? 'Synchronisation ERP' : 'ERP nightly sync');
    await page.locator('.create-key button[type=submit]').click();
    await page.locator('[data-secret]').waitFor();
    await shoot(page, 'api-keys', lang);
    await signOutOfConsole(page);
    await page.close();
  });
});
