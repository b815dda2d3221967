/**
 * Follows a transformation's background steps: GET /transformation/{id} several times a second
 * (the brief asks at least once a second), showing `progress` until one of the wanted steps.
 */

import { formatNumber } from '../../shared/dom.ts';
import type { Context } from './context.ts';
import type { Transformation } from './types.ts';

const POLL_MS = 600;
const FAILED = new Set(['failed', 'normalize_failed', 'match_failed', 'transform_failed', 'submit_failed']);

/** A step that failed; `details` says why. */
export class StepFailed extends Error {}

export async function followUntil(
  ctx: Context,
  transformationId: string,
  wanted: string[],
  onProgress: (fraction: number | null, detail: string) => void,
): Promise<Transformation> {
  for (;;) {
    const tr = await ctx.api.call<Transformation>('GET', `/transformation/${transformationId}`);
    if (wanted.includes(tr.step)) return tr;
    if (FAILED.has(tr.step) || tr.step.endsWith('_failed')) {
      throw new StepFailed(tr.details ?? tr.step_for_humans.message);
    }
    const p = tr.progress;
    if (p && p.total > 0) {
      const detail = ctx.t('upload.stepProgress', {
        done: formatNumber(p.done, ctx.language),
        total: formatNumber(p.total, ctx.language),
        unit: ctx.t(p.unit === 'rows' ? 'upload.unit.rows' : 'upload.unit.bytes'),
      });
      onProgress(Math.min(1, p.done / p.total), `${tr.step_for_humans.message} · ${detail}`);
    } else onProgress(null, tr.step_for_humans.message);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
