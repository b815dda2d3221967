/**
 * What a module in FERRY_EXTRACTORS_DIR exports (DESIGN §7), and the check that tells, as a phrase
 * of the catalog (`exception.fetch.module.*`), why a module is not one. A module that fails the
 * check is skipped; the server starts without it, and says why in its log (./registry.ts).
 */
import type { Readable } from 'node:stream';
import { type Phrase, phrase } from '../../domain/messages/index.ts';

/** What `extract` is given: the source's metadata as name → value, and a signal to stop. */
export interface CustomExtractInput {
  metadata: Record<string, string | null>;
  /** Aborted on timeout or when the run stops: stop reading, close what was opened. */
  signal: AbortSignal;
}

/** The file: a bare name, and its bytes as a Node or web stream, a Buffer or a string. */
export interface CustomExtractOutput {
  filename: string;
  stream: Readable | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Uint8Array | string;
}

export interface CustomExtractorModule {
  /** Stable identifier; the id is derived from it. */
  handle: string;
  /** Shown to people choosing an extractor. */
  name: string;
  extract(input: CustomExtractInput): Promise<CustomExtractOutput> | CustomExtractOutput;
}

export const HANDLE_MAX = 100;

/** The module as an extractor, or why it is not one. Default exports are looked into too. */
export function asExtractor(loaded: Record<string, unknown>): CustomExtractorModule | Phrase {
  const exports = { ...(isObject(loaded.default) ? loaded.default : {}), ...loaded };
  const { handle, name, extract } = exports as Record<string, unknown>;
  if (typeof handle !== 'string' || handle.trim() === '') return phrase('exception.fetch.module.no_handle');
  if (handle.trim() !== handle || [...handle].length > HANDLE_MAX)
    return phrase('exception.fetch.module.handle_shape', { max: HANDLE_MAX });
  if (typeof name !== 'string' || name.trim() === '') return phrase('exception.fetch.module.no_name');
  if (typeof extract !== 'function') return phrase('exception.fetch.module.no_extract');
  return { handle, name: name.trim(), extract: extract as CustomExtractorModule['extract'] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
