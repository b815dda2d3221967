/** Everything the Twig interpreter throws: one class, so a caller tells a template's problem from a bug. */

/**
 * What went wrong: `syntax` (the text is not Twig), `refused` (a tag, filter, function, test or
 * name the sandbox does not allow), `budget` (a bound of ./limits.ts reached), `runtime` (a value
 * of the wrong kind while rendering).
 */
export type TwigErrorKind = 'syntax' | 'refused' | 'budget' | 'runtime';

export class TwigError extends Error {
  constructor(
    readonly kind: TwigErrorKind,
    message: string,
    /** The template line the problem is on, when known. */
    readonly line?: number,
  ) {
    super(line === undefined ? message : `${message} (line ${line})`);
    this.name = 'TwigError';
  }
}
