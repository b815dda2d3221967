/**
 * The run's browser check, made by the first project's global setup (vitest.config.ts): fails a
 * run that requires the browser and has none; says once which files a run without one left out.
 */
import path from 'node:path';
import {
  browserTestFiles,
  leavesBrowserOut,
  missingBrowserMessage,
  planBrowser,
  skippedBrowserLine,
} from './browser.ts';

const CHECKED = Symbol.for('ferry.test.browser-checked');
const holder = globalThis as { [CHECKED]?: true };

export function checkBrowserOnce(): void {
  if (holder[CHECKED]) return;
  holder[CHECKED] = true;
  const plan = planBrowser();
  if (!plan.off && !plan.executable && plan.required) throw new Error(missingBrowserMessage(plan));
  if (!leavesBrowserOut(plan)) return;
  console.warn(skippedBrowserLine(plan, browserTestFiles(path.resolve(import.meta.dirname, '../..'))));
}
