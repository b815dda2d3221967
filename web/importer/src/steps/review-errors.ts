/**
 * The review's two tools around rows in error: the list of errors as they stand now (edits
 * included) to download before sending, whatever the template accepts, and the confirmation that
 * sending with rows in error is a decision, saying what becomes of them.
 */

import { h } from '../../../shared/dom.ts';
import type { Context } from '../context.ts';
import { saveFile } from '../save-file.ts';
import type { Column, DataPage } from '../types.ts';

/** Rows per request: the most the data route gives. */
const PER_PAGE = 100;

/** A CSV field, quoted when needed; a leading =, +, - or @ cannot run as a formula in a spreadsheet. */
function field(text: string): string {
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Reads the rows in error page by page (`…/data?only_errors=true`, the grid's own source, so edits
 * are in) and saves one line per error: the file's line, the column, the value, the message.
 */
export async function downloadErrors(
  ctx: Context,
  base: string,
  columns: Column[],
  lineOf: (row: number) => number,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const { t } = ctx;
  const names = new Map(columns.map((c) => [c.technical_name, c.pretty_name]));
  const lines = [
    [t('review.line'), t('review.errorsColumn'), t('review.errorsValue'), t('review.errorsMessage')],
  ];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await ctx.api.call<DataPage>(
      'GET',
      `${base}/data?only_errors=true&page=${page}&per_page=${PER_PAGE}`,
    );
    pages = answer.total_pages;
    for (const row of answer.rows) {
      for (const v of row.violations) {
        const name = v.column ? (names.get(v.column) ?? v.column) : t('review.wholeRow');
        lines.push([
          String(lineOf(row.row)),
          name,
          v.column ? (row.data[`#(${v.column})`] ?? '') : '',
          v.message,
        ]);
      }
    }
    onProgress(Math.min(answer.total_items, page * PER_PAGE), answer.total_items);
  }
  // A BOM so that spreadsheets read the accents as UTF-8.
  const text = `\ufeff${lines.map((l) => l.map(field).join(',')).join('\r\n')}\r\n`;
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), t('review.errorsFile'));
}

/** Asks whether to send with `count` rows in error; resolves true to send. */
export function confirmSendWithErrors(ctx: Context, count: number): Promise<boolean> {
  const { t } = ctx;
  return new Promise((resolve) => {
    const close = (send: boolean) => {
      dialog.close();
      dialog.remove();
      resolve(send);
    };
    const dialog = h(
      'dialog',
      { class: 'confirm', 'aria-labelledby': 'confirm-title', 'aria-describedby': 'confirm-body' },
      h('h2', { id: 'confirm-title', text: t('review.confirmTitle', { count }) }),
      h(
        'div',
        { id: 'confirm-body' },
        h('p', { text: t('review.confirmWhat', { count, organisation: ctx.profile.name }) }),
        h('p', { class: 'muted', text: t('review.confirmFix') }),
      ),
      h(
        'div',
        { class: 'actions' },
        h('button', {
          class: 'button',
          type: 'button',
          text: t('review.confirmBack'),
          onclick: () => close(false),
        }),
        h('button', {
          class: 'button primary',
          type: 'button',
          text: t('review.confirmSend', { count }),
          onclick: () => close(true),
        }),
      ),
    );
    // Escape closes the dialog: the sender keeps reviewing.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close(false);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
