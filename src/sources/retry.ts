/**
 * Retries of transient failures (a reset connection, a timeout, a busy server) while connecting,
 * logging in and listing. Once bytes flow to the caller nothing is retried here: the caller has
 * already consumed part of the file, so the whole run is retried instead.
 */
import { type ExtractContext, SourceFailure } from './extractor.ts';

const DEFAULT_RETRIES = 2;
const DEFAULT_DELAY_MS = 1000;

export async function withRetries<T>(context: ExtractContext, attempt: () => Promise<T>): Promise<T> {
  const retries = context.retries ?? DEFAULT_RETRIES;
  for (let done = 0; ; done++) {
    stopIfAborted(context.signal);
    try {
      return await attempt();
    } catch (error) {
      // Aborting closes the connection, which the library reports as whatever that looks like.
      if (context.signal.aborted) throw stopped();
      const transient = error instanceof SourceFailure && error.transient;
      if (!transient || done >= retries) throw error;
      await pause((done + 1) * (context.retryDelayMs ?? DEFAULT_DELAY_MS), context.signal);
    }
  }
}

export function stopIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw stopped();
}

export function stopped(): SourceFailure {
  return SourceFailure.of('stopped', 'stopped');
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
