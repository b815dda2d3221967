import { BadRequest } from '../../domain/errors.ts';

/**
 * A source file that cannot be read as a table: unknown binary, empty, malformed quoting. It names
 * the line when known so that the sender can fix the file. Bad cells are not SourceErrors: they
 * are data for the error report.
 */
export class SourceError extends BadRequest {
  constructor(
    message: string,
    /** Physical line (or sheet row) where the problem starts, when known. */
    readonly line: number | null = null,
  ) {
    super(line === null ? message : `Line ${line}: ${message}`, 'exception.source', { line: line ?? '' });
  }
}
