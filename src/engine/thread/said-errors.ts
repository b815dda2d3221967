/**
 * The errors a person reads, as they cross an engine thread's boundary: a problem with the file
 * (SourceError) and a custom format's Twig error keep their message, code and values, so that the
 * caller says them in the reader's language (a run's failure `details` included) and a stage ends
 * `failed` with them rather than retrying. Any other error crosses as its message only.
 */
import { TwigError, type TwigErrorKind } from '../../domain/format/twig/errors.ts';
import { SourceError } from '../read/source-error.ts';

/** An error as plain data, posted from one thread to another. */
export interface SaidErrorData {
  /** Whether it is a SourceError. */
  source: boolean;
  /** A TwigError's kind; absent for any other error. */
  twig?: TwigErrorKind;
  message: string;
  /** The catalog code and values of a SourceError or a TwigError. */
  code?: string;
  params?: Record<string, string | number>;
}

/** The plain data of an error thrown in a thread (or answered to one). */
export function saidErrorData(error: unknown): SaidErrorData {
  const message = (error as Error | undefined)?.message ?? String(error);
  if (error instanceof SourceError) return { source: true, message, code: error.code, params: error.params };
  if (error instanceof TwigError)
    return { source: false, twig: error.kind, message, code: error.code, params: error.params };
  return { source: false, message };
}

/** The SourceError or TwigError that `data` was, as it was; null for any other error. */
export function restoredSaidError(data: SaidErrorData | undefined): SourceError | TwigError | null {
  if (data?.source) return SourceError.restore(data.message, data.code, data.params);
  if (data?.twig && data.code && data.params) return TwigError.restore(data.twig, data.code, data.params);
  return null;
}
