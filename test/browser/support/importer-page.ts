/**
 * A sender's hands on the importer in a test: each function does what a person would do on one
 * screen (pick a file, change a reading setting, map a value, edit a cell…) and waits for the
 * screen to answer. Selectors are the labels and roles a person and a screen reader see.
 */
import type { Frame, Page } from 'playwright-core';
import { HIDDEN_MARKER } from './template.ts';

// Functions run in the page reach its globals through `globalThis as any`: tests compile without DOM types.
type Surface = Page | Frame;

/** The hidden column's name and value never reach the sender's screen. */
export async function expectNoHiddenColumn(surface: Surface): Promise<void> {
  const html = await surface.content();
  if (html.includes(HIDDEN_MARKER) || /margin/i.test(html))
    throw new Error('The hidden column reached the page');
}

export async function pickFile(surface: Surface, file: string): Promise<void> {
  await surface.locator('#file-input').setInputFiles(file);
  await surface.locator('[data-testid="preview"]').waitFor();
}

/** Changes a reading setting (by its label) and waits for the preview to follow. */
export async function setReadOption(surface: Surface, label: RegExp, value: string): Promise<void> {
  await surface.getByLabel(label).selectOption(value);
  await surface.waitForFunction(
    () => !(globalThis as any).document.querySelector('.preview-area[aria-busy]'),
  );
}

/** Sends the file and waits for the mapping screen. */
export async function sendFile(surface: Surface): Promise<void> {
  await surface.getByRole('button', { name: /^(Continue|Continuer)$/ }).click();
  await surface.locator('[data-testid="mapping"]').waitFor({ timeout: 60_000 });
}

/** Confirms the mapping and waits for the grid's first row. */
export async function confirmMapping(surface: Surface): Promise<void> {
  await surface.getByRole('button', { name: /Confirm and continue|Confirmer et continuer/ }).click();
  await surface
    .locator('[data-testid="grid"] [aria-rowindex="2"]:not(.loading)')
    .waitFor({ timeout: 60_000 });
}

/** The grid cell of a 0-based row (under the current filter) and 1-based visible column. */
export function cell(surface: Surface, row: number, col: number) {
  return surface.locator(`[data-testid="grid"] [data-row="${row}"][data-col="${col}"]`);
}

/**
 * Runs `action` and waits for the review's notice to say something new matching `text` (each
 * message bumps the notice's data-seq, so an earlier "Saved" does not count).
 */
async function expectNotice(surface: Surface, text: RegExp, action: () => Promise<void>): Promise<void> {
  const before = Number((await surface.locator('.notice').getAttribute('data-seq')) ?? 0);
  await action();
  await surface.waitForFunction(
    ([seq, source]) => {
      const notice = (globalThis as any).document.querySelector('.notice');
      return (
        !!notice && Number(notice.dataset.seq) > seq && new RegExp(source).test(notice.textContent ?? '')
      );
    },
    [before, text.source] as const,
  );
}

/**
 * Waits for the whole file to be in the review: while it is still transformed, the rows already
 * there are shown but edits wait (the toolbar is inert and a key on a cell only says so).
 */
async function editable(surface: Surface): Promise<void> {
  await surface.locator('.toolbar:not([inert])').waitFor({ timeout: 60_000 });
}

/** Edits a cell from the keyboard (Enter, type, Enter) and waits for the save to show. */
export async function editCell(surface: Surface, row: number, col: number, value: string): Promise<void> {
  await editable(surface);
  const target = cell(surface, row, col);
  await target.click();
  await target.press('Enter');
  const input = surface.locator('.cell-input');
  await input.fill(value);
  await expectNotice(surface, /Saved|Enregistré/, () => input.press('Enter'));
}

export async function replaceAll(surface: Surface, find: string, replace: string): Promise<void> {
  await editable(surface);
  await surface.getByLabel(/^(Find|Rechercher)$/).fill(find);
  await surface.getByLabel(/^(Replace with|Remplacer par)$/).fill(replace);
  await expectNotice(surface, /replaced|remplacées/, () =>
    surface.getByRole('button', { name: /Replace all|Tout remplacer/ }).click(),
  );
}

export async function undo(surface: Surface): Promise<void> {
  await expectNotice(surface, /restored|restaurées/, () =>
    surface.getByRole('button', { name: /Undo|Annuler/ }).click(),
  );
}

/** Submits and waits for the result screen. */
export async function submit(surface: Surface): Promise<void> {
  await surface.getByRole('button', { name: /^(Send|Envoyer)/ }).click();
  await surface.locator('[data-testid="result"]').waitFor({ timeout: 60_000 });
}
