/**
 * What every stage of a transformation shares: taking the row into its running step only from the
 * step that waits for it (so a retried job redoes the stage and a late one leaves a newer state
 * alone), moving it on, and turning a failure into `failed` with a reason a sender can read.
 */
import { FerryError } from '../../domain/errors.ts';
import { findTransformation, type TransformationRow, updateStep } from '../../store/transformations.ts';
import type { ServiceContext } from '../context.ts';

export class StageRunner {
  constructor(protected readonly ctx: ServiceContext) {}

  /** Takes the transformation into its running step; undefined when it is not waiting for this stage. */
  protected async begin(id: string, from: string[], running: string): Promise<TransformationRow | undefined> {
    const moved = await updateStep(this.ctx.db, id, { step: running }, this.ctx.now(), from);
    return moved ? findTransformation(this.ctx.db, id) : undefined;
  }

  protected async move(
    row: TransformationRow,
    step: string,
    fields: Omit<Parameters<typeof updateStep>[2], 'step'>,
    from: string[] = [row.step],
  ): Promise<void> {
    await updateStep(this.ctx.db, row.transformation_id, { step, ...fields }, this.ctx.now(), from);
  }

  /**
   * Runs a stage; any failure becomes `failed` with a reason a sender can read. An unexpected
   * error is thrown on as well, so the job queue records its stack; its retry then finds `failed`
   * and stops.
   */
  protected async guard(
    row: TransformationRow,
    stage: () => Promise<void>,
    onFailure?: (details: string) => Promise<void>,
  ): Promise<void> {
    try {
      await stage();
    } catch (error) {
      const details =
        error instanceof FerryError
          ? error.message
          : 'The file could not be processed because of an unexpected error.';
      await updateStep(this.ctx.db, row.transformation_id, { step: 'failed', details }, this.ctx.now());
      await onFailure?.(details);
      if (!(error instanceof FerryError)) throw error;
    }
  }
}
