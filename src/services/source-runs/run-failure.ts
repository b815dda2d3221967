/**
 * Why a run of a source stopped, as a sentence for the person who reads its `details`. The stage
 * runner writes the message of a FerryError as it is; anything else would read as "an unexpected
 * error", so an extractor's SourceFailure (which never carries a secret) is turned into this one.
 */
import { FerryError } from '../../domain/errors.ts';
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

/** The failure to record for what an extraction threw; an unknown error is thrown on as it is. */
export function asRunFailure(error: unknown, tooLargeSetting: string): unknown {
  if (!(error instanceof SourceFailure)) return error;
  if (error.kind === 'too-large')
    return new RunFailure(error.message.replace(/\.$/, ` (${tooLargeSetting}).`));
  return new RunFailure(error.message);
}
