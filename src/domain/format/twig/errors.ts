/** Everything the Twig interpreter throws: one class, so a caller tells a template's problem from a bug. */
import { BadRequest, fromCatalog } from '../../errors.ts';

/**
 * What went wrong: `syntax` (the text is not Twig), `refused` (a tag, filter, function, test or
 * name the sandbox does not allow), `budget` (a bound of ./limits.ts reached), `runtime` (a value
 * of the wrong kind while rendering).
 */
export type TwigErrorKind = 'syntax' | 'refused' | 'budget' | 'runtime';

const PREFIX = 'exception.twig.';

/**
 * A template's problem, said from the catalog (`exception.twig.<name>`): its English is the
 * error's message, and its code and values go with it, across the engine's threads too, so that a
 * run that fails on it says why in the run's language. The line, when known, is one of the values
 * (`at`, `line`): every language says where.
 */
export class TwigError extends BadRequest {
  constructor(
    readonly kind: TwigErrorKind,
    /** The message's name in the catalog, after `exception.twig.`. */
    what: string,
    values: Record<string, string | number> = {},
    /** The template line the problem is on, when known. */
    readonly line?: number,
  ) {
    super(
      ...fromCatalog(PREFIX + what, { ...values, at: line === undefined ? 'no' : 'yes', line: line ?? '' }),
    );
  }

  /** The same problem on `line`: a statement names the line of a problem found deep in a filter. */
  on(line: number): TwigError {
    return TwigError.restore(this.kind, this.code, { ...this.params, at: 'yes', line });
  }

  /** A TwigError carried from another thread: its kind, code and values as they were. */
  static restore(kind: TwigErrorKind, code: string, params: Record<string, string | number>): TwigError {
    const { at, line, ...values } = params;
    return new TwigError(kind, code.slice(PREFIX.length), values, at === 'yes' ? Number(line) : undefined);
  }
}
