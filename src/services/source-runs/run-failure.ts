/**
 * Why a run of a source stopped, as a sentence for the person who reads its `details`. The stage
 * runner writes the message of a FerryError in the run's language; anything else would read as
 * "an unexpected error", so an extractor's SourceFailure (which never carries a secret) is turned
 * into this one, keeping its catalog code and values (`exception.fetch.*`).
 */
import { FerryError, type SizeLimitSource } from '../../domain/errors.ts';
import { SourceFailure } from '../../sources/extractor.ts';

export class RunFailure extends FerryError {
  // Never answered over HTTP: it ends a stage in `failed`.
  readonly status = 409;
  /**
   * Said from the catalog with `new RunFailure(...fromCatalog('exception.run.<what>', values))`,
   * its `details` are written in the run's language; an extractor's own sentence stays as it is.
   */
  constructor(message: string, code = 'exception.run_failed', params: Record<string, string | number> = {}) {
    super(code, message, params);
  }
}

/**
 * The failure to record for what an extraction threw; an unknown error is thrown on as it is. A
 * file over the size limit names the setting the limit comes from (the message's `setting`).
 */
export function asRunFailure(error: unknown, limit: SizeLimitSource): unknown {
  if (!(error instanceof SourceFailure)) return error;
  if (error.kind === 'too-large') {
    const english = error.message.replace(/\.$/, ` (${limit.english}).`);
    return new RunFailure(english, error.code, { ...error.params, setting: limit.name });
  }
  return new RunFailure(error.message, error.code, error.params);
}
