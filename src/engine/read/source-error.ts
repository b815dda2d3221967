import { BadRequest } from '../../domain/errors.ts';
import { render } from '../../domain/messages/index.ts';

/**
 * A source file that cannot be read as a table: unknown binary, empty, malformed quoting. It names
 * the line when known so that the sender can fix the file. Bad cells are not SourceErrors: they
 * are data for the error report.
 *
 * One said from the catalog (`SourceError.of`, `exception.source.*`) is read in the reader's
 * language; one written in English (`new SourceError(…)`) keeps the generic `exception.source`.
 */
export class SourceError extends BadRequest {
  constructor(
    message: string,
    /** Physical line (or sheet row) where the problem starts, when known. */
    readonly line: number | null = null,
    said?: { code: string; params: Record<string, string | number> },
  ) {
    super(
      line === null ? message : `Line ${line}: ${message}`,
      said?.code ?? 'exception.source',
      said?.params ?? { line: line ?? '' },
    );
  }

  /** A SourceError of the catalog's `exception.source.<name>`, its English the error's message. */
  static of(
    name: string,
    values: Record<string, string | number> = {},
    line: number | null = null,
  ): SourceError {
    const code = `exception.source.${name}`;
    const params = { ...values, at: line === null ? 'no' : 'yes', line: line ?? '' };
    // The line goes in the English message by the constructor, as for the errors written in English.
    const english = render({ code, values: { ...params, at: 'no' } }, 'en');
    return new SourceError(english, line, { code, params });
  }

  /** A SourceError carried from another thread: its message, code and values as they were. */
  static restore(message: string, code?: string, params?: Record<string, string | number>): SourceError {
    return new SourceError(message, null, code && params ? { code, params } : undefined);
  }
}
