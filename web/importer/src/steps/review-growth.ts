/**
 * The review of a file still being transformed: its first rows show at once, and this follows the
 * rest — a progress bar with the rows done so far, and after each poll the grid and the counts
 * grown to the rows the server has now. Editing and sending wait until every row is transformed.
 */
import { h } from '../../../shared/dom.ts';
import { formatNumber } from '../../../shared/i18n/format.ts';
import type { Context } from '../context.ts';
import { StepFailed } from '../follow.ts';
import type { Transformation } from '../types.ts';

/** As the waiting screens poll (../follow.ts): at least once a second. */
const POLL_MS = 600;
/**
 * Between two growths of the grid and the counts: each reads the store in engine threads of the
 * server that is transforming the file (the error counts scan every row in error so far), so the
 * rows grow less often than the bar moves. On the 2-core machine of the benchmark, growing at
 * every poll made the transform stage of a million rows markedly slower (docs/performance.md).
 */
const GROW_MS = 2_000;

export interface Growth {
  /** The progress bar and its sentence, shown above the grid until the end. */
  el: HTMLElement;
  /** Resolves once every row is transformed (the progress is then removed). */
  finished: Promise<void>;
}

/**
 * Follows the transformation until it is `transformed`; `grow` is called after each poll to
 * show the rows and counts so far (a failed one is tried again at the next poll).
 */
export function followGrowth(
  ctx: Context,
  transformation: Transformation,
  grow: () => Promise<void>,
): Growth {
  const { t, api, locale } = ctx;
  const bar = h('div', { class: 'progress-bar' });
  const track = h(
    'div',
    {
      class: 'progress',
      role: 'progressbar',
      'aria-label': t('review.transformingLabel'),
      'aria-valuemin': '0',
      'aria-valuemax': '100',
    },
    bar,
  );
  const sentence = h('p', { class: 'muted small', 'aria-live': 'polite' });
  const el = h('div', { class: 'review-growth', 'data-testid': 'review-progress' }, track, sentence);

  function show(tr: Transformation): void {
    const p = tr.progress;
    track.classList.toggle('indeterminate', !p || !(p.total > 0));
    if (p && p.total > 0) {
      const percent = Math.min(100, Math.round((p.done / p.total) * 100));
      bar.style.width = `${percent}%`;
      track.setAttribute('aria-valuenow', String(percent));
      sentence.textContent = t('review.transforming', {
        done: formatNumber(Math.min(p.done, p.total), locale),
        total: formatNumber(p.total, locale),
      });
    } else {
      track.removeAttribute('aria-valuenow');
      sentence.textContent = t('review.transformingNoCount');
    }
  }

  show(transformation);
  let grown = Date.now();
  const finished = (async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      let tr: Transformation;
      try {
        tr = await api.call<Transformation>('GET', `/transformation/${transformation.transformation_id}`);
      } catch {
        // A lost poll changes nothing: the next one asks again.
        continue;
      }
      if (tr.step === 'transformed') break;
      if (tr.step.endsWith('failed')) throw new StepFailed(tr.details ?? tr.step_for_humans.message);
      show(tr);
      if (Date.now() - grown < GROW_MS) continue;
      grown = Date.now();
      await grow().catch(() => {});
    }
    el.remove();
  })();
  return { el, finished };
}
