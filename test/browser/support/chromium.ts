/**
 * Chromium driven by playwright-core (Playwright cannot download its own browser here): the one
 * CHROMIUM_PATH names, else Debian's; headless, with a fresh profile folder per launch, removed on
 * close. Test files that import this module are left out of a run without the browser
 * (test/support/browser.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { missingBrowserMessage, planBrowser } from '../../support/browser.ts';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** One browser for a test file; `locale` sets navigator.languages (the importer's language). */
export async function launchChromium(locale = 'en-GB'): Promise<Browser> {
  const plan = planBrowser();
  if (!plan.executable) throw new Error(missingBrowserMessage(plan));
  const profile = await mkdtemp(path.join(os.tmpdir(), 'ferry-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: plan.executable,
    headless: true,
    args: FLAGS,
    locale,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
