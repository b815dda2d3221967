/**
 * A find and replace followed to its end: `POST …/data/replace` is sent with `Prefer:
 * respond-async`; a replace the server did not finish at once answers 202 with its state, which is
 * read again every half second (GET …/data/replace/{id}) and shown as a progress bar: the rows
 * searched, then the changed rows saved.
 */
import type { Api } from '../../../shared/api.ts';
import type { Payload, RequestBody } from '../../../shared/api-payload.ts';
import { h } from '../../../shared/dom.ts';
import { formatNumber } from '../../../shared/i18n/format.ts';
import type { Translate } from '../i18n/index.ts';

type ReplaceCounts = Payload<'postTransformationTransformationIdDataReplace'>;
type ReplaceState = Payload<'getTransformationTransformationIdDataReplaceReplaceId'>;

const POLL_MS = 500;

/** The bar and its line, hidden until a replace runs longer than its request. */
export function replaceProgress(t: Translate, locale: string) {
  const bar = h('div', { class: 'progress-bar' });
  const track = h(
    'div',
    { class: 'progress', role: 'progressbar', 'aria-label': t('review.replaceAll') },
    bar,
  );
  const detail = h('p', { class: 'muted small progress-detail', 'aria-live': 'polite' });
  const el = h('div', { class: 'replace-progress', hidden: true }, track, detail);
  const n = (value: number | null) => formatNumber(value ?? 0, locale);
  return {
    el,
    show(state: ReplaceState): void {
      el.hidden = false;
      // Searching the rows is the first half of the bar, saving the changed ones the second.
      const total = state.rows_total ?? 0;
      const searching = state.rows_changed === null;
      const fraction = searching
        ? total > 0
          ? state.rows_read / total / 2
          : 0
        : 0.5 + (state.rows_changed ? state.rows_stored / state.rows_changed / 2 : 0.5);
      bar.style.width = `${Math.round(Math.min(1, fraction) * 100)}%`;
      track.setAttribute('aria-valuenow', String(Math.round(fraction * 100)));
      detail.textContent = searching
        ? t('review.replacing', { read: n(state.rows_read), total: n(total) })
        : t('review.replaceSaving', { stored: n(state.rows_stored), changed: n(state.rows_changed) });
    },
    hide(): void {
      el.hidden = true;
      bar.style.width = '0';
    },
  };
}

/** Sends the replace and follows it; resolves with its counts, rejects with the reason it was refused. */
export async function replaceAndFollow(
  api: Api,
  base: string,
  request: RequestBody<'postTransformationTransformationIdDataReplace'>,
  progress: ReturnType<typeof replaceProgress>,
): Promise<ReplaceCounts> {
  const first = await api.call<ReplaceCounts | ReplaceState>('POST', `${base}/data/replace`, request, {
    prefer: 'respond-async',
  });
  if (!('replace_id' in first)) return first;
  try {
    let state: ReplaceState = first;
    while (state.state === 'running') {
      progress.show(state);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      state = await api.call<ReplaceState>('GET', `${base}/data/replace/${state.replace_id}`);
    }
    if (state.state !== 'done') throw new Error(state.error?.message ?? state.state);
    return { cells_replaced: state.cells_replaced ?? 0, rows_changed: state.rows_changed ?? 0 };
  } finally {
    progress.hide();
  }
}
