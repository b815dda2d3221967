/**
 * Where the browser tests find Chromium, and which test files need it.
 *
 * `CHROMIUM_PATH` names the browser; without it, Debian's `/usr/bin/chromium`. A run on a machine
 * without one leaves those files out and says so in one line, so `npm test` passes on a fresh
 * clone; `FERRY_REQUIRE_BROWSER=1` (set by CI) turns the missing browser into a failed run.
 * `FERRY_BROWSER_TESTS=off` leaves them out on purpose: CI runs the suite a second time on another
 * PostgreSQL, where the browser tests would only repeat themselves.
 * Read by vitest.config.ts (which files run) and by the global setup (the line it prints).
 */
import { accessSync, constants, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export interface BrowserPlan {
  /** The executable the browser tests launch, when there is one. */
  executable: string | null;
  /** Where it was looked for. */
  lookedAt: string;
  /** True when a missing browser must fail the run. */
  required: boolean;
  /** True when the run was asked to leave the browser tests out (FERRY_BROWSER_TESTS=off). */
  off: boolean;
}

type Env = Record<string, string | undefined>;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function planBrowser(env: Env = process.env): BrowserPlan {
  const lookedAt = env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM;
  return {
    executable: isExecutable(lookedAt) ? lookedAt : null,
    lookedAt,
    required: env.FERRY_REQUIRE_BROWSER === '1',
    off: env.FERRY_BROWSER_TESTS === 'off',
  };
}

/** True when this run leaves the browser test files out. */
export function leavesBrowserOut(plan: BrowserPlan): boolean {
  return plan.off || (!plan.executable && !plan.required);
}

/** The test files (relative to the project) that launch the browser: those that import its launcher. */
export function browserTestFiles(root: string): string[] {
  const dir = path.join(root, 'test', 'browser');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => /from '\.\/support\/chromium\.ts'/.test(readFileSync(path.join(dir, name), 'utf8')))
    .map((name) => `test/browser/${name}`)
    .sort();
}

/** The one line a run without a browser prints, naming what it left out and how to run it. */
export function skippedBrowserLine(plan: BrowserPlan, files: string[]): string {
  const names = files.map((file) => path.basename(file, '.test.ts')).join(', ');
  if (plan.off) return `Left out ${files.length} browser test files (${names}): FERRY_BROWSER_TESTS=off.`;
  return (
    `Skipped ${files.length} browser test files (${names}): no Chromium at ${plan.lookedAt}. ` +
    'Run them with `apt-get install chromium`, or set CHROMIUM_PATH to a Chromium executable.'
  );
}

/** The error of a launch, or of a run that requires the browser, when there is none. */
export function missingBrowserMessage(plan: BrowserPlan): string {
  return (
    `${plan.required ? 'FERRY_REQUIRE_BROWSER=1 but there' : 'There'} is no Chromium at ${plan.lookedAt}: ` +
    'install it with `apt-get install chromium`, or set CHROMIUM_PATH to a Chromium executable.'
  );
}
