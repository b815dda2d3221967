/**
 * Steps 4 and 5: submit, follow the delivery, then the counts and the error report to download.
 * A refusal (409: rows in error on a template that does not accept them) is explained and sends
 * the sender back to the review.
 */
import { ApiError } from '../../../shared/api.ts';
import { h } from '../../../shared/dom.ts';
import { formatNumber } from '../../../shared/i18n/format.ts';
import type { Context } from '../context.ts';
import { followUntil } from '../follow.ts';
import { saveFile } from '../save-file.ts';
import type { Submission, Transformation } from '../types.ts';

/** The outcome: submitted, or refused and back to the review. */
export type SubmitOutcome = { kind: 'submitted'; submission: Submission } | { kind: 'refused' };

/** The path of an API URL, so a download goes to the origin that served the page. */
const pathOf = (url: string) => {
  const parsed = new URL(url, location.href);
  return parsed.pathname + parsed.search;
};

export async function submitStep(ctx: Context, transformation: Transformation): Promise<SubmitOutcome> {
  const { t } = ctx;
  const waiting = ctx.shell.showWaiting(t('result.submitting'));
  let submission: Submission;
  try {
    submission = await ctx.api.call<Submission>(
      'POST',
      `/transformation/${transformation.transformation_id}/submit`,
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    await refused(ctx, error.message);
    return { kind: 'refused' };
  }
  await followUntil(ctx, transformation.transformation_id, ['processed'], waiting.update);
  if (submission.submission_id)
    submission = await ctx.api.call<Submission>('GET', `/submission/${submission.submission_id}`);
  ctx.bridge.emit('ferry:submitted', submission);
  return { kind: 'submitted', submission };
}

function refused(ctx: Context, message: string): Promise<void> {
  const { t } = ctx;
  return new Promise((resolve) => {
    ctx.shell.show(
      h(
        'section',
        { class: 'card state', role: 'alert', 'data-testid': 'refused' },
        h('div', { class: 'state-icon warn', 'aria-hidden': 'true', text: '!' }),
        h('h1', { text: t('result.refused') }),
        h('p', { text: t('result.refusedIntro') }),
        h('p', { class: 'muted small', text: message }),
        h('button', {
          class: 'button primary',
          type: 'button',
          onclick: () => resolve(),
          text: t('result.backToReview'),
        }),
      ),
    );
  });
}

export function resultScreen(ctx: Context, submission: Submission, again: () => void): void {
  const { t, locale } = ctx;
  ctx.shell.setStep('result');
  const stat = (label: string, value: number | null, kind = '') =>
    h(
      'div',
      { class: `stat ${kind}` },
      h('span', { class: 'stat-value', text: formatNumber(value ?? 0, locale) }),
      h('span', { class: 'stat-label', text: label }),
    );
  const report =
    submission.error_report_url && (submission.rows_in_error ?? 0) > 0
      ? h('button', {
          class: 'button',
          type: 'button',
          'data-testid': 'download-report',
          text: `⤓ ${t('result.downloadReport')}`,
          onclick: async () =>
            saveFile(await ctx.api.download(pathOf(submission.error_report_url!)), 'error-report.csv'),
        })
      : null;
  ctx.shell.show(
    h(
      'section',
      { class: 'card state', 'data-testid': 'result' },
      h('div', {
        class: `state-icon ${submission.failed ? 'error' : 'success'}`,
        'aria-hidden': 'true',
        text: submission.failed ? '!' : '✓',
      }),
      h('h1', { text: submission.failed ? t('result.failed') : t('result.title') }),
      !submission.failed &&
        h('p', { class: 'muted', text: t('result.intro', { organisation: ctx.profile.name }) }),
      fate(ctx, submission),
      h(
        'div',
        { class: 'stats' },
        stat(t('result.rowsInSource'), submission.rows_in_source),
        stat(t('result.rowsInTarget'), submission.rows_in_target, 'good'),
        stat(
          t('result.rowsInError'),
          submission.rows_in_error,
          (submission.rows_in_error ?? 0) > 0 ? 'bad' : '',
        ),
      ),
      h(
        'div',
        { class: 'actions center' },
        report,
        h('button', { class: 'button primary', type: 'button', onclick: again, text: t('result.again') }),
      ),
    ),
  );
}

/** What became of the rows in error: delivered as they stood, or nothing at all when delivery failed. */
function fate(ctx: Context, submission: Submission): HTMLElement | null {
  const inError = submission.rows_in_error ?? 0;
  if (submission.failed)
    return h('p', { 'data-testid': 'errors-fate', text: ctx.t('result.nothingDelivered') });
  if (inError === 0) return null;
  return h('p', {
    class: 'errors-fate',
    'data-testid': 'errors-fate',
    text: ctx.t('result.errorsDelivered', { count: inError }),
  });
}
