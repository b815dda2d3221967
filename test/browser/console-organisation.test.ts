/**
 * The organisation, members and API keys pages of the console in a browser: renaming and theming
 * the organisation, the embed origins, snippet and secret; inviting a member who signs in from the
 * e-mailed link and sees what their role may not do; changing and removing them (their session
 * ends at once); the last owner kept; an API key that works until it is revoked.
 *
 * Two people at once in one browser: the owner on http://127.0.0.1 and the invited member on
 * http://localhost, two origins, so two sessions (the console keeps its tokens per origin).
 */
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { signInToConsole } from './support/console.ts';
import { latestLink } from './support/outbox.ts';
import { type ImporterServer, startImporterServer } from './support/server.ts';
import { createImporterTemplate } from './support/template.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string; token: string };
let ownerPage: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  owner = await server.t.organisation('harbour');
  await createImporterTemplate(server.t, owner.token, 'manifests', { name: 'Manifests' });
  await createImporterTemplate(server.t, owner.token, 'invoices', { name: 'Invoices' });
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  ownerPage = await browser.context.newPage();
  await signInToConsole(ownerPage, server.url, owner);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(page: Page, name: string, heading = name) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const organisation = async () =>
  envelope(await call(server.t, owner.token, 'GET', '/organisation')).payload as {
    name: string;
    logo_url: string | null;
    brand_color: string | null;
    embed_origins: string[];
  };

const focused = (page: Page) =>
  page.evaluate(() => (globalThis as any).document.activeElement?.textContent as string);

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => (globalThis as any).navigator.clipboard.readText());
}

/** An embedded login signed with `secret`, as the receiver's backend would sign it: its status. */
async function embedLogin(secret: string): Promise<number> {
  const login = {
    subdomain: 'harbour',
    external_id: `sender-${Math.random()}`,
    timestamp: Math.floor(server.t.services.ctx.now().getTime() / 1000),
  };
  const text = [login.subdomain, login.external_id, login.timestamp, ''].join('\n');
  const signature = createHmac('sha256', secret).update(text).digest('hex');
  const res = await fetch(`${server.url}/auth/embed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...login, signature }),
  });
  return res.status;
}

describe('the organisation page', () => {
  it('renames and themes the organisation, lists the embed origins, copies the snippet and rotates the secret', async () => {
    const page = ownerPage;
    await open(page, 'Organisation');
    await page.getByLabel('Name', { exact: true }).fill('Harbour Freight');
    await page.getByLabel('Logo URL').fill('ftp://cdn.harbour.example/logo.png');
    await page.getByLabel('Brand colour', { exact: true }).fill('#0F766E');
    // The preview takes the colour as it is typed, before anything is saved.
    await expect
      .poll(() => page.locator('.importer-preview').evaluate((el) => el.style.getPropertyValue('--brand')))
      .toBe('#0F766E');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The server's sentence shows on the field it names; nothing is saved.
    const logo = page.getByLabel('Logo URL');
    await expect.poll(() => logo.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.field-problem').textContent()).toContain('absolute https:// URL');
    expect((await organisation()).name).toBe('Org harbour');

    await logo.fill('https://cdn.harbour.example/logo.png');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();
    await expect.poll(() => page.locator('.organisation-name').textContent()).toBe('Harbour Freight');
    expect(await page.title()).toBe('Organisation · Harbour Freight · Ferry');

    // Origins: checked as they are added, as the server checks them; saved together.
    const adding = page.getByLabel('Origin to add');
    await adding.fill('https://shop.harbour.example/checkout');
    await adding.press('Enter');
    await page.getByText('Write an origin as https://host').waitFor();
    await adding.fill('https://shop.harbour.example/');
    await adding.press('Enter');
    await adding.fill('http://localhost:3000');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove http://localhost:3000' }).waitFor();
    await page.getByRole('button', { name: 'Save the sites' }).click();
    await page.locator('.origins').getByText('Saved.').waitFor();
    expect(await organisation()).toMatchObject({
      name: 'Harbour Freight',
      logo_url: 'https://cdn.harbour.example/logo.png',
      brand_color: '#0f766e',
      embed_origins: ['https://shop.harbour.example', 'http://localhost:3000'],
    });
    // The importer's page admits exactly those origins to frame it, and the console's own (Try it).
    const importer = await fetch(`${server.url}/import/harbour/manifests`);
    expect(importer.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://shop.harbour.example http://localhost:3000",
    );

    // The snippet: this server's script and the organisation's element, for the template chosen.
    await page.getByLabel('Template').selectOption('invoices');
    await page.getByLabel('Opens').selectOption('inline');
    await page.getByRole('button', { name: 'Copy the snippet' }).click();
    await page.locator('.snippet').getByText('Copied').waitFor();
    const snippet = await clipboard(page);
    expect(snippet).toContain(`<script src="${server.url}/embed.js"></script>`);
    expect(snippet).toContain('<ferry-importer subdomain="harbour" template="invoices"></ferry-importer>');
    expect(snippet).toContain("document.querySelector('ferry-importer').setTokens(tokens);");
    await page.getByLabel('Opens').selectOption('modal');
    expect(await page.locator('.snippet pre').textContent()).toContain(
      '<ferry-importer subdomain="harbour" template="invoices" mode="modal"></ferry-importer>',
    );

    // The embed secret: asked first, then shown once; logins signed with the old one stop.
    const old = envelope(await call(server.t, owner.token, 'POST', '/organisation/embed-secret')).payload
      .embed_secret as string;
    expect(await embedLogin(old)).toBe(200);
    await page.getByRole('button', { name: 'Make a new secret' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Make a new embed secret?' });
    expect(await dialog.textContent()).toContain(
      'Logins signed with the current secret stop working at once',
    );
    // The dialog starts on its harmless button; Escape closes it and the focus goes back.
    expect(await focused(page)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The focus comes back as the dialog's last frame ends, which a loaded machine may draw later.
    await expect.poll(() => focused(page)).toBe('Make a new secret');
    expect(await embedLogin(old)).toBe(200);
    await page.getByRole('button', { name: 'Make a new secret' }).click();
    await dialog.getByRole('button', { name: 'Make a new secret' }).click();
    const secret = (await page.locator('[data-secret]').textContent())!;
    expect(await page.getByText('you will not see it again').count()).toBe(1);
    await page.locator('.embed-secret').getByRole('button', { name: 'Copy' }).click();
    await page.locator('.embed-secret').getByText('Copied').waitFor();
    expect(await clipboard(page)).toBe(secret);
    expect(await embedLogin(old)).toBe(401);
    expect(await embedLogin(secret)).toBe(200);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.locator('[data-secret]').count()).toBe(0);
  });
});

describe('members', () => {
  it('invites an admin who signs in from the link, changes them to member, removes them and keeps the last owner', async () => {
    const page = ownerPage;
    await open(page, 'Members');
    await page.getByRole('button', { name: 'Invite a member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a member' });
    await expect
      .poll(() => page.evaluate(() => (globalThis as any).document.activeElement.type))
      .toBe('email');
    await invite.getByLabel('E-mail address').fill('not an address');
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await expect.poll(() => invite.getByLabel('E-mail address').getAttribute('aria-invalid')).toBe('true');
    await invite.getByLabel('E-mail address').fill('sam@harbour.example');
    await invite.getByLabel(/^Admin/).check();
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByText('Invitation sent to sam@harbour.example.').waitFor();

    // The invited person, in their own browser session.
    const link = await latestLink(
      server.t.services.ctx.config.dataDir,
      'sam@harbour.example',
      '/app/invitation',
    );
    const elsewhere = server.url.replace('127.0.0.1', 'localhost');
    const sam = await browser.context.newPage();
    await sam.goto(link.replace(server.url, elsewhere));
    await sam.getByLabel('Your name').fill('Sam Porter');
    await sam.getByLabel('New password', { exact: true }).fill('harbour lights 42');
    await sam.getByLabel('New password again').fill('harbour lights 42');
    await sam.getByRole('button', { name: 'Join and sign in' }).click();
    await sam.getByRole('heading', { name: 'Templates' }).waitFor();
    await sam.getByRole('button', { name: 'Sign out' }).click();
    await signInToConsole(sam, elsewhere, { email: 'sam@harbour.example', password: 'harbour lights 42' });

    // An admin: no member management, told why.
    await open(sam, 'Members');
    await sam.getByText('Only owners invite members, change their roles and remove them.').waitFor();
    await sam.getByRole('row', { name: /Sam Porter/ }).waitFor();
    expect(await sam.getByRole('button', { name: 'Invite a member' }).count()).toBe(0);
    // No role to pick on the page (the navigation's language picker is no role).
    expect(await sam.locator('#content').getByRole('combobox').count()).toBe(0);
    expect(await sam.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    // The owner makes them a member: from their next page, no API keys and no settings.
    await page.reload();
    await page.getByLabel('Role of Sam Porter').selectOption('member');
    await page.getByText('The role of Sam Porter is now Member.').waitFor();
    await open(sam, 'API keys');
    await sam.getByText('Only owners and admins create and revoke API keys').waitFor();
    expect(await sam.getByLabel('Name').count()).toBe(0);
    expect(await sam.getByRole('button', { name: 'Create the key' }).count()).toBe(0);
    await open(sam, 'Organisation');
    await sam.getByText('Only owners and admins change these settings.').waitFor();
    expect(await sam.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    expect(await sam.getByRole('button', { name: 'Make a new secret' }).count()).toBe(0);

    // Removed: asked first; their session ends at their next click.
    await page.getByRole('button', { name: 'Remove Sam Porter' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Sam Porter?' });
    expect(await confirm.textContent()).toContain('sam@harbour.example');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Sam Porter was removed and signed out.').waitFor();
    expect(await page.getByRole('row', { name: /Sam Porter/ }).count()).toBe(0);
    await sam.getByRole('link', { name: 'Members' }).click();
    await sam.getByText('Your session has ended. Sign in again to continue.').waitFor();
    await sam.close();

    // The last owner can be neither demoted nor removed: the server's sentence says why.
    const me = page.getByRole('row', { name: /you/ });
    await me.getByRole('combobox').selectOption('admin');
    await page.getByRole('alert').getByText('This is the organisation’s last owner').waitFor();
    expect(await me.getByRole('combobox').inputValue()).toBe('owner');
    await me.getByRole('button', { name: /^Remove/ }).click();
    const last = page.getByRole('alertdialog');
    await last.getByRole('button', { name: 'Remove', exact: true }).click();
    await last.getByText('make another member owner first').waitFor();
    await last.getByRole('button', { name: 'Cancel' }).click();
    const members = envelope(await call(server.t, owner.token, 'GET', '/members')).payload.entries;
    expect(members.map((m: { role: string }) => m.role)).toEqual(['owner']);
  });
});

describe('API keys', () => {
  it('creates a key whose secret is shown once and works, and revokes it', async () => {
    const page = ownerPage;
    await open(page, 'API keys');
    await page.getByText('No API key yet.').waitFor();
    await page.getByRole('button', { name: 'Create the key' }).click();
    await expect.poll(() => page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Name').fill('Nightly sync');
    await page.getByRole('button', { name: 'Create the key' }).click();
    const secret = (await page.locator('[data-secret]').textContent())!;
    expect(await page.getByText('Copy it now: you will not see it again.').count()).toBe(1);
    await page.locator('.new-key').getByRole('button', { name: 'Copy' }).click();
    await page.locator('.new-key').getByText('Copied').waitFor();
    expect(await clipboard(page)).toBe(secret);

    const templates = () =>
      fetch(`${server.url}/templates`, { headers: { authorization: `Bearer ${secret}` } }).then(
        (r) => r.status,
      );
    expect(await templates()).toBe(200);
    await page.reload();
    const row = page.getByRole('row', { name: /Nightly sync/ });
    await row.waitFor();
    expect(await row.textContent()).not.toContain('Never');
    expect(await page.locator('[data-secret]').count()).toBe(0);

    await row.getByRole('button', { name: 'Revoke Nightly sync' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke “Nightly sync”?' });
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('“Nightly sync” is revoked: it no longer works.').waitFor();
    expect(await row.count()).toBe(0);
    expect(await templates()).toBe(401);
  });
});
