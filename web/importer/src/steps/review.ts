/**
 * Step 3: the transformed rows in a virtualised grid over the server's pages, errors on their
 * cells, a filter to the rows in error (all, or one column's) with counts, edits revalidated at
 * once, find and replace over the whole file, undo of the sender's own edits, then submit.
 */
import { ApiError } from '../../../shared/api.ts';
import type { Payload, RequestBody } from '../../../shared/api-payload.ts';
import { h, mount } from '../../../shared/dom.ts';
import { Grid } from '../../../shared/grid/grid.ts';
import type { LineNumbers } from '../../../shared/grid/line-numbers.ts';
import { PageCache } from '../../../shared/grid/page-cache.ts';
import { formatNumber } from '../../../shared/i18n/format.ts';
import type { Context } from '../context.ts';
import type { Column, DataPage, DataRow, ErrorCounts, Transformation } from '../types.ts';
import { replaceAndFollow, replaceProgress } from './replace-progress.ts';
import { confirmSendWithErrors, downloadErrors } from './review-errors.ts';
import { followGrowth } from './review-growth.ts';
import { replaceForm } from './review-tools.ts';

/** Resolves when the sender asks to submit. */
export function reviewStep(ctx: Context, transformation: Transformation, lines: LineNumbers): Promise<void> {
  const { t, api, locale } = ctx;
  const base = `/transformation/${transformation.transformation_id}`;
  const columns = ctx.columns.filter((c) => !c.hidden);
  const names = new Map(columns.map((c) => [c.technical_name, c.pretty_name]));
  let filter = '';
  let edits = 0;
  let counts: ErrorCounts = { rows_in_error: 0, columns: [] };
  /** Rows in the file so far (all of them once it is transformed). */
  let rowsSoFar = 0;
  // The first rows show while the rest of the file is transformed; editing and sending wait.
  let live = transformation.step === 'transforming';
  ctx.shell.setStep('review');
  ctx.bridge.emit('ferry:step', { step: 'review', transformation_id: transformation.transformation_id });

  const summary = h('p', { class: 'summary', role: 'status' });
  const notice = h('div', { class: 'notice', role: 'status', 'aria-live': 'polite' });
  const detail = h('div', { class: 'cell-detail', 'aria-live': 'polite' });
  const filterSelect = h('select', { id: 'filter', onchange: () => applyFilter(filterSelect.value) });
  const undo = h('button', {
    class: 'button',
    type: 'button',
    disabled: true,
    text: `↶ ${t('review.undo')}`,
  });
  const submit = h('button', { class: 'button primary large', type: 'button', text: t('review.submit') });
  const blocked = h('p', { class: 'muted small' });
  const errorsButton = h('button', {
    class: 'button',
    type: 'button',
    hidden: true,
    'data-testid': 'download-errors',
    text: `⤓ ${t('review.downloadErrors')}`,
  });

  const cache = new PageCache(
    (page, perPage) => {
      const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
      if (filter) query.set('only_errors', 'true');
      if (filter && filter !== '*') query.set('error_column', filter);
      return api.call<DataPage>('GET', `${base}/data?${query}`);
    },
    () => grid.render(),
    (error) => say(error.message, true),
  );
  const grid = new Grid({
    labels: {
      grid: t('review.gridLabel'),
      loadingRows: t('review.loadingRows'),
      empty: t('review.empty'),
      rowError: t('review.rowError'),
      resize: (column) => t('review.resize', { column }),
    },
    columns,
    cache,
    lines,
    onEdit: (row, column, value) => saveCell(row, column, value),
    canEdit: () => !live,
    onRefused: () => say(t('review.editWaits'), true),
    onActive: (row, column) => showDetail(row, column),
  });

  function say(text: string, isError = false) {
    notice.className = `notice ${isError ? 'error' : 'ok'}`;
    // Tests wait for a new message, not an earlier one with the same text.
    notice.dataset.seq = String(Number(notice.dataset.seq ?? 0) + 1);
    notice.textContent = text;
  }

  /** What the line under the grid shows now, so that it is redrawn (and announced) only when it changes. */
  let shownDetail = '';

  /** The active cell's errors in full under the grid; nothing when it has none. */
  function showDetail(row: DataRow | undefined, column: Column | undefined) {
    const messages =
      row?.violations.filter((v) => (column ? v.column === column.technical_name : v.column === '')) ?? [];
    const label = column?.pretty_name ?? t('review.row');
    const key = JSON.stringify([label, messages.map((v) => v.message)]);
    if (key === shownDetail) return;
    shownDetail = key;
    mount(
      detail,
      messages.map((v) => h('p', { class: 'cell-message' }, h('strong', { text: `${label} · ` }), v.message)),
    );
  }

  async function refreshCounts() {
    const [read, total] = await Promise.all([
      api.call<ErrorCounts>('GET', `${base}/errors`),
      api.call<DataPage>('GET', `${base}/data?page=1&per_page=1`),
    ]);
    counts = read;
    rowsSoFar = total.total_items;
    summary.textContent = live
      ? t('review.summarySoFar', {
          rows: total.total_items,
          errors: formatNumber(counts.rows_in_error, locale),
        })
      : counts.rows_in_error
        ? t('review.summary', {
            rows: total.total_items,
            errors: formatNumber(counts.rows_in_error, locale),
          })
        : `${formatNumber(total.total_items, locale)} · ${t('review.noErrors')}`;
    summary.classList.toggle('has-errors', counts.rows_in_error > 0);
    mount(
      filterSelect,
      h('option', { value: '', text: t('review.allRows'), selected: filter === '' }),
      h('option', {
        value: '*',
        text: `${t('review.onlyErrors')} (${formatNumber(counts.rows_in_error, locale)})`,
        selected: filter === '*',
      }),
      counts.columns
        .filter((c) => c.rows_in_error > 0 && names.has(c.technical_name))
        .map((c) =>
          h('option', {
            value: c.technical_name,
            selected: filter === c.technical_name,
            text: `${t('review.inColumn', { column: names.get(c.technical_name)! })} (${formatNumber(c.rows_in_error, locale)})`,
          }),
        ),
    );
    const mustFix = !ctx.template.accept_errors && counts.rows_in_error > 0;
    submit.disabled = mustFix || live;
    submit.textContent =
      counts.rows_in_error && !mustFix
        ? t('review.submitWithErrors', { count: counts.rows_in_error })
        : t('review.submit');
    blocked.textContent = live ? t('review.sendWaits') : mustFix ? t('review.mustFix') : '';
    // Downloadable whatever the template accepts: a sender may fix them in their own file.
    errorsButton.hidden = counts.rows_in_error === 0;
    undo.disabled = edits === 0;
  }

  /** After any change: the counts, then the rows in view again (their errors are new). */
  async function reload() {
    cache.clear();
    await Promise.all([refreshCounts(), grid.refresh()]);
  }

  function applyFilter(value: string) {
    filter = value;
    cache.clear(false);
    grid.reset();
  }

  async function saveCell(row: DataRow, column: Column, value: string) {
    say(t('review.saving'));
    try {
      await api.call('PUT', `${base}/data`, {
        rows: [{ row: row.row, data: { [`#(${column.technical_name})`]: value } }],
      } satisfies RequestBody<'putTransformationTransformationIdData'>);
      edits += 1;
      await reload();
      say(t('review.saved'));
    } catch (error) {
      say((error as Error).message, true);
    }
  }

  undo.addEventListener('click', async () => {
    try {
      const done = await api.call<Payload<'postTransformationTransformationIdDataUndo'>>(
        'POST',
        `${base}/data/undo`,
      );
      edits = Math.max(0, edits - 1);
      await reload();
      say(t('review.undone', { cells: done.cells_restored }));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) return say((error as Error).message, true);
      edits = 0;
      await reload();
      say(t('review.nothingToUndo'));
    }
  });

  errorsButton.addEventListener('click', async () => {
    errorsButton.disabled = true;
    try {
      await downloadErrors(ctx, base, columns, lines.of, (done, total) =>
        say(
          t('review.errorsReading', {
            done: formatNumber(done, locale),
            total: formatNumber(total, locale),
          }),
        ),
      );
      say(t('review.errorsSaved'));
    } catch (error) {
      say((error as Error).message, true);
    } finally {
      errorsButton.disabled = false;
    }
  });

  const replacing = replaceProgress(t, locale);
  const replace = replaceForm(t, async (request) => {
    try {
      const done = await replaceAndFollow(api, base, request, replacing);
      if (done.cells_replaced > 0) edits += 1;
      await reload();
      say(
        t('review.replaced', {
          cells: done.cells_replaced,
          rows: done.rows_changed,
        }),
      );
    } catch (error) {
      say((error as Error).message, true);
    }
  });

  const toolbar = h('div', { class: 'toolbar' }, replace, undo, errorsButton);
  toolbar.inert = live;
  const growth = live
    ? followGrowth(ctx, transformation, async () => {
        await refreshCounts();
        cache.grow(totalUnderFilter());
        grid.render();
      })
    : null;

  /** Rows under the current filter, from the counts just read. */
  function totalUnderFilter(): number {
    if (filter === '') return rowsSoFar;
    if (filter === '*') return counts.rows_in_error;
    return counts.columns.find((c) => c.technical_name === filter)?.rows_in_error ?? 0;
  }

  ctx.shell.show(
    h(
      'section',
      { class: 'card wide' },
      h(
        'div',
        { class: 'review-head' },
        h('div', {}, h('h1', { text: t('review.title') }), summary),
        h(
          'div',
          { class: 'field inline' },
          h('label', { for: 'filter', text: t('review.show') }),
          filterSelect,
        ),
      ),
      toolbar,
      growth?.el ?? null,
      replacing.el,
      notice,
      grid.el,
      h('p', { class: 'muted small hint', text: t('review.editHint') }),
      detail,
      h('div', { class: 'actions' }, blocked, submit),
    ),
  );
  // The rows are asked for at once, beside the counts, rather than after them.
  grid.render();
  void refreshCounts().then(() => grid.render());
  return new Promise((resolve, reject) => {
    growth?.finished.then(async () => {
      live = false;
      // The caller keeps this transformation for the next review (after a refused submission).
      transformation.step = 'transformed';
      toolbar.inert = false;
      await reload();
      say(t('review.allTransformed'));
    }, reject);
    submit.addEventListener('click', async () => {
      // Sending rows in error is a decision: the sender is told what becomes of them first.
      if (counts.rows_in_error > 0 && !(await confirmSendWithErrors(ctx, counts.rows_in_error))) return;
      resolve();
    });
  });
}
