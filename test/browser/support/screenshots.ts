/**
 * The console's screenshots for docs/console.md: each screen in English and French, 1440 px and
 * 390 px wide, filed as docs/console/<screen>-<en|fr>-<wide|narrow>.png. They change with every
 * restyle, so they are taken on purpose only: FERRY_SCREENSHOTS=1.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Whether this run takes the screenshots. */
export const SCREENSHOTS_WANTED = process.env.FERRY_SCREENSHOTS === '1';

/** The folder the pictures go to. */
export const SCREENSHOTS_FOLDER = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'console');

/** The two windows every screen is shown in. */
export const SCREENSHOT_WIDTHS = { wide: { width: 1440, height: 900 }, narrow: { width: 390, height: 844 } };

/** Creates the folder the pictures go to. */
export async function prepareScreenshots(): Promise<void> {
  await mkdir(SCREENSHOTS_FOLDER, { recursive: true });
}

/** How a screen is taken. */
export type ShootOptions = {
  /**
   * `page` (default): the whole page, however long. `window`: the window only, for a panel that
   * fills it (the page behind is not part of the picture). `tall`: a window made as tall as the
   * page or the open dialog, so that a sticky bar stands at the bottom, where a person sees it,
   * instead of in the middle of the picture, and a dialog is shown whole.
   */
  capture?: 'page' | 'window' | 'tall';
};

/** Takes `screen` in `lang` at both widths, then leaves the page in the wide window. */
export async function shoot(
  page: Page,
  screen: string,
  lang: string,
  options: ShootOptions = {},
): Promise<void> {
  const capture = options.capture ?? 'page';
  // No row under the pointer: the pictures show no hover.
  await page.mouse.move(0, 0);
  for (const [name, size] of Object.entries(SCREENSHOT_WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    if (capture === 'tall') {
      const height = await page.evaluate(() => {
        const doc = (globalThis as any).document;
        return Math.max(
          doc.documentElement.scrollHeight,
          (doc.querySelector('dialog[open]')?.scrollHeight ?? 0) + 64,
        );
      });
      await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
      await page.waitForTimeout(200);
    }
    const file = path.join(SCREENSHOTS_FOLDER, `${screen}-${lang}-${name}.png`);
    await page.screenshot({ path: file, fullPage: capture === 'page' });
  }
  await page.setViewportSize(SCREENSHOT_WIDTHS.wide);
}
