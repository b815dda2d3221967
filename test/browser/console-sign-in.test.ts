/**
 * The receivers' console at /app/ in a browser: signing in with the password, the templates list,
 * a reload that stays signed in, signing out, a wrong password, a forgotten password reset from
 * the e-mailed link, and an invitation accepted from its link.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { latestLink } from './support/outbox.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  const org = await server.t.organisation('northwind');
  owner = org;
  await call(server.t, org.token, 'PUT', '/organisation', { name: 'Northwind Trading' });
  await createImporterTemplate(server.t, org.token, 'suppliers', { name: 'Supplier list' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const context = browser.context;
  await context.clearCookies();
  const page = await context.newPage();
  return page;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the console', () => {
  it('signs in, lists the templates, stays signed in across a reload and signs out', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/`);
    expect(new URL(page.url()).pathname).toBe('/app/');
    await signIn(page, owner.email, owner.password);
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
    await expect.poll(() => page.locator('.organisation-name').textContent()).toBe('Northwind Trading');
    expect(await page.title()).toBe('Templates · Northwind Trading · Ferry');
    const row = page.getByRole('row', { name: /Supplier list/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('suppliers');
    expect(await row.textContent()).toContain('Enabled');

    await page.getByLabel('Search templates').fill('nothing like it');
    await page.getByText('No template matches “nothing like it”.').waitFor();
    await page.getByLabel('Search templates').fill('supplier');
    await page.getByRole('row', { name: /Supplier list/ }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/templates');

    const kept = await page.evaluate(() =>
      JSON.parse((globalThis as any).localStorage.getItem('ferry.console.tokens') ?? 'null'),
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Ferry' }).waitFor();
    // The title follows the screen's heading, in the same turn or the next.
    await page.waitForFunction(
      (title) => (globalThis as any).document.title === title,
      'Sign in to Ferry · Ferry',
      {
        timeout: 5000,
      },
    );
    expect(
      await page.evaluate(() => (globalThis as any).localStorage.getItem('ferry.console.tokens')),
    ).toBeNull();
    // Signing out ended the login on the server: its refresh token is refused.
    const refreshed = await fetch(`${server.url}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: kept.refresh_token }),
    });
    expect(refreshed.status).toBe(401);
    await page.close();
  });

  it('says the e-mail or password is wrong, in French too', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/app/`);
    await signIn(page, owner.email, 'not the password');
    expect(await page.getByRole('alert').textContent()).toBe('The e-mail address or password is wrong.');
    await page.goto(`${server.url}/app/?lang=fr`);
    await page.getByLabel('Adresse e-mail').fill(owner.email);
    await page.getByLabel('Mot de passe').fill('pas le bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'L’adresse e-mail ou le mot de passe est incorrect.',
    );
    await page.close();
  });

  it('says when to try again once the sign-ins are throttled', async () => {
    const org = await server.t.organisation('throttled');
    const page = await newPage();
    await page.goto(`${server.url}/app/`);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await signIn(page, org.email, `wrong ${attempt}`);
      await expect.poll(() => page.getByRole('alert').textContent()).not.toBe(null);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    }
    expect(await page.getByRole('alert').textContent()).toMatch(
      /^Too many attempts\. Try again at \d\d:\d\d:\d\d\.$/,
    );
    await page.close();
  });

  it('renews an expired access token with the kept refresh token, and ends a session it cannot renew', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/app/`);
    await signIn(page, owner.email, owner.password);
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
    const key = 'ferry.console.tokens';
    // An access token the server no longer accepts, as one an hour old: the refresh token renews it.
    await page.evaluate((name) => {
      const storage = (globalThis as any).localStorage;
      const tokens = JSON.parse(storage.getItem(name));
      storage.setItem(name, JSON.stringify({ ...tokens, access_token: 'expired' }));
    }, key);
    await page.reload();
    await page.getByRole('row', { name: /Supplier list/ }).waitFor();
    const renewed = await page.evaluate(
      (name) => JSON.parse((globalThis as any).localStorage.getItem(name)),
      key,
    );
    expect(renewed.access_token).not.toBe('expired');

    await page.evaluate(
      (name) =>
        (globalThis as any).localStorage.setItem(
          name,
          JSON.stringify({ access_token: 'expired', refresh_token: 'revoked' }),
        ),
      key,
    );
    await page.reload();
    expect(await page.getByRole('status').textContent()).toBe(
      'Your session has ended. Sign in again to continue.',
    );
    await page.close();
  });

  it('resets a forgotten password from the e-mailed link and lands signed in', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/app/`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail address').fill(owner.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If this address has a login, a link is on its way.', { exact: false }).waitFor();

    const link = await latestLink(server.t.services.ctx.config.dataDir, owner.email, '/app/password-reset');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
    await page.getByLabel('New password again').fill('a brand new secret');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
    owner = { ...owner, password: 'a brand new secret' };
    const token = await fetch(`${server.url}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: owner.email, password: owner.password }),
    });
    expect(token.status).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.close();
  });

  it('accepts an invitation from its link with a name and a password, and lands signed in', async () => {
    const org = await server.t.organisation('invites');
    const invited = await call(server.t, org.token, 'POST', '/members/invitations', {
      email: 'new.member@invites.example',
      role: 'member',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const link = await latestLink(
      server.t.services.ctx.config.dataDir,
      'new.member@invites.example',
      '/app/invitation',
    );
    const page = await newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Join your team on Ferry' }).waitFor();
    await page.getByLabel('Your name').fill('Ada Member');
    await page.getByLabel('New password', { exact: true }).fill('my own secret');
    await page.getByLabel('New password again').fill('my own secret');
    await page.getByRole('button', { name: 'Join and sign in' }).click();
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
    await expect.poll(() => page.locator('.organisation-name').textContent()).toBe('Org invites');
    // From the keyboard: the first Tab reaches the skip link, the navigation marks the page shown,
    // and moving to another page puts the focus at its content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.textContent)).toBe(
      'Skip to the content',
    );
    await page.getByRole('link', { name: 'Members' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('row', { name: /Ada Member/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Members' }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement.id)).toBe('content');
    await page.close();
  });
});
