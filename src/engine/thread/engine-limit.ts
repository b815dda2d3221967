import { BadRequest } from '../../domain/errors.ts';

/** "10 minutes", "90 seconds", "0.5 seconds": a budget as a sender reads it. */
function duration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) {
    const minutes = ms / 60_000;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const seconds = ms / 1000;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * An engine task stopped by a limit of its thread: its time budget or its memory. Like a
 * SourceError it is about this file with this template, so a stage ends `failed` with its message
 * rather than retrying: the same file would hit the same limit again.
 */
export class EngineLimitExceeded extends BadRequest {
  private constructor(
    message: string,
    /** Which limit was reached. */
    readonly limit: 'time' | 'memory',
  ) {
    super(message, 'exception.engine_limit');
  }

  static time(budgetMs: number): EngineLimitExceeded {
    return new EngineLimitExceeded(
      `Processing stopped after ${duration(budgetMs)}, the limit for one step: the file takes too long to process with this template. Try a smaller file, or simpler rules.`,
      'time',
    );
  }

  static memory(limitMb: number): EngineLimitExceeded {
    return new EngineLimitExceeded(
      `Processing stopped: it needed more than ${limitMb} MB of memory, the limit for one step. Try a smaller file, or one with shorter cells.`,
      'memory',
    );
  }
}
