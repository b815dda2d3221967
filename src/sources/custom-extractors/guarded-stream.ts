/**
 * The bytes a custom extractor hands out, made safe to read: whatever kind of stream it returned
 * becomes a Node stream of Buffers; a silence longer than the timeout stops it; its own errors
 * become the sentence of a SourceFailure; and, as for every extractor, the size cap is counted.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SourceFailure } from '../extractor.ts';
import { seconds } from '../network-failure.ts';
import { stopped } from '../retry.ts';
import { sizeLimit } from '../size-limit.ts';
import { extractorFailed } from './failure-message.ts';
import type { CustomExtractOutput } from './module-shape.ts';

export interface Guard {
  name: string;
  fileName: string;
  maxBytes: number;
  timeoutMs: number;
  /** Aborted when reading stops early (timeout, too large, an error, the run stopped). */
  controller: AbortController;
  /** The run's own signal: once it is aborted, the failure is that the run stopped. */
  runSignal: AbortSignal;
  /** Called once the stream is over, however it ended. */
  done: () => void;
}

export function toReadable(stream: CustomExtractOutput['stream']): Readable | null {
  if (typeof stream === 'string' || stream instanceof Uint8Array) return Readable.from([Buffer.from(stream)]);
  if (stream instanceof Readable) return stream;
  if (stream && typeof (stream as ReadableStream).getReader === 'function') {
    return Readable.fromWeb(stream as import('node:stream/web').ReadableStream<Uint8Array>);
  }
  if (stream && typeof (stream as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] === 'function') {
    return Readable.from(stream as AsyncIterable<Uint8Array>);
  }
  return null;
}

export function guardedStream(source: Readable, guard: Guard): Readable {
  const limited = sizeLimit(guard.fileName, guard.maxBytes);
  // The run stopping ends the reading now, not at the next chunk the extractor may never send.
  guard.controller.signal.addEventListener('abort', () => source.destroy(), { once: true });
  pipeline(Readable.from(chunks(source, guard), { objectMode: false }), limited)
    .catch((error: unknown) => {
      // The failure reaches the reader through `limited`; what is left is to stop the extractor.
      guard.controller.abort(error);
    })
    .finally(guard.done);
  return limited;
}

async function* chunks(source: Readable, guard: Guard): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  try {
    while (true) {
      const next = await withinSilence(iterator.next(), guard);
      if (next.done) break;
      const chunk = next.value as unknown;
      yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array);
    }
    finished = true;
  } catch (error) {
    if (guard.runSignal.aborted) throw stopped();
    throw error instanceof SourceFailure ? error : extractorFailed(guard.name, error);
  } finally {
    if (!finished) {
      guard.controller.abort();
      source.destroy();
    }
  }
}

function withinSilence<T>(promise: Promise<T>, guard: Guard): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          SourceFailure.of('timeout', 'custom_silent', {
            name: guard.name,
            seconds: seconds(guard.timeoutMs),
          }),
        ),
      guard.timeoutMs,
    );
  });
  return Promise.race([promise, silence]).finally(() => clearTimeout(timer));
}
