/**
 * The receivers' console in a browser test: its address and signing in from its own form. The
 * form is found by its fields' ids, so the same steps sign in whatever the language asked for.
 */
import type { Frame, Page } from 'playwright-core';

/** Who signs in. */
export type ConsoleAccount = { email: string; password: string };

/** Where to sign in. */
export type SignInOptions = {
  /** The console page opened first, under /app/ (the templates list unless given). */
  path?: string;
  /** The language asked for with `?lang=`. */
  lang?: string;
  /** The browser may already keep a session: sign in only when the form shows. */
  ifNeeded?: boolean;
};

/** The console's address for `path`, in `lang` when given. */
export function consoleUrl(baseUrl: string, path = '', lang?: string): string {
  return `${baseUrl}/app/${path}${lang ? `?lang=${lang}` : ''}`;
}

/** Opens the console, signs in from its form and waits until the signed-in console shows. */
export async function signInToConsole(
  page: Page,
  baseUrl: string,
  account: ConsoleAccount,
  options: SignInOptions = {},
): Promise<void> {
  await page.goto(consoleUrl(baseUrl, options.path, options.lang));
  const email = page.locator('#field-email');
  const shell = page.locator('.topbar');
  if (options.ifNeeded) {
    await email.or(shell).waitFor();
    if (!(await email.isVisible())) return;
  }
  await email.fill(account.email);
  await page.locator('#field-password').fill(account.password);
  await page.locator('button[type=submit]').click();
  await shell.waitFor();
}

/** A supplier list for the Try it panel: three rows, the second with an e-mail address in error. */
export const TRY_IT_SAMPLE =
  'E-mail,Name,Country,City\nada@shop.example,Ada,FR,Lyon\nnot-an-email,Bob,DE,Berlin\ncy@shop.example,Cy,ES,Madrid\n';

/** The importer's frame inside the open Try it panel, once it shows its upload step. */
export async function tryItFrame(page: Page): Promise<Frame> {
  const element = await page.locator('dialog iframe').elementHandle();
  const frame = (await element!.contentFrame())!;
  await frame.locator('#file-input').waitFor({ state: 'attached', timeout: 30_000 });
  return frame;
}

/** Signs out from the navigation (opened first on a phone, where it folds under its menu button). */
export async function signOutOfConsole(page: Page): Promise<void> {
  const toggle = page.locator('.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('.topbar .sign-out').click();
  await page.locator('#field-email').waitFor();
}
