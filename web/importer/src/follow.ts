/**
 * Follows a transformation's background steps: GET /transformation/{id} several times a second
 * (the brief asks at least once a second), showing `progress` until one of the wanted steps, or
 * until the first rows of a file still being transformed can be reviewed.
 */

import { ApiError } from '../../shared/api.ts';
import { formatNumber } from '../../shared/i18n/format.ts';
import type { Context } from './context.ts';
import type { DataPage, Transformation } from './types.ts';

const POLL_MS = 600;
/**
 * While the first rows of a file being transformed are awaited: the sender is about to see them,
 * and each poll costs two small requests, so the wait after their mark stays short.
 */
const FIRST_ROWS_POLL_MS = 250;
const FAILED = new Set(['failed', 'normalize_failed', 'match_failed', 'transform_failed', 'submit_failed']);

/** A step that failed; `details` says why. */
export class StepFailed extends Error {}

/**
 * `firstRows`: also stop while the file is still being transformed, as soon as its first rows can
 * be reviewed (the review then follows the rest itself, ./steps/review-growth.ts).
 */
export async function followUntil(
  ctx: Context,
  transformationId: string,
  wanted: string[],
  onProgress: (fraction: number | null, detail: string) => void,
  firstRows = false,
): Promise<Transformation> {
  for (;;) {
    const tr = await ctx.api.call<Transformation>('GET', `/transformation/${transformationId}`);
    if (wanted.includes(tr.step)) return tr;
    if (firstRows && tr.step === 'transforming' && (await hasFirstRows(ctx, transformationId))) return tr;
    if (FAILED.has(tr.step) || tr.step.endsWith('_failed')) {
      throw new StepFailed(tr.details ?? tr.step_for_humans.message);
    }
    const p = tr.progress;
    if (p && p.total > 0) {
      const detail = ctx.t('upload.stepProgress', {
        done: formatNumber(p.done, ctx.locale),
        total: formatNumber(p.total, ctx.locale),
        unit: ctx.t(
          p.unit === 'rows'
            ? 'upload.unit.rows'
            : p.unit === 'seconds'
              ? 'upload.unit.seconds'
              : 'upload.unit.bytes',
        ),
      });
      onProgress(Math.min(1, p.done / p.total), `${tr.step_for_humans.message} · ${detail}`);
    } else onProgress(null, tr.step_for_humans.message);
    const wait = firstRows && tr.step === 'transforming' ? FIRST_ROWS_POLL_MS : POLL_MS;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Whether the first page of rows can be read yet (409 until the transform stage marked some). */
async function hasFirstRows(ctx: Context, transformationId: string): Promise<boolean> {
  try {
    const page = await ctx.api.call<DataPage>(
      'GET',
      `/transformation/${transformationId}/data?page=1&per_page=1`,
    );
    return page.total_items > 0;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}
