/**
 * What a module in FERRY_EXTRACTORS_DIR exports (DESIGN §7), and the check that tells, in a
 * sentence for the operator's log, why a module is not one. A module that fails the check is
 * skipped; the server starts without it.
 */
import type { Readable } from 'node:stream';

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
export function asExtractor(loaded: Record<string, unknown>): CustomExtractorModule | string {
  const exports = { ...(isObject(loaded.default) ? loaded.default : {}), ...loaded };
  const { handle, name, extract } = exports as Record<string, unknown>;
  if (typeof handle !== 'string' || handle.trim() === '')
    return 'it exports no "handle" (a non-empty string)';
  if (handle.trim() !== handle || [...handle].length > HANDLE_MAX) {
    return `its handle must have no surrounding spaces and at most ${HANDLE_MAX} characters`;
  }
  if (typeof name !== 'string' || name.trim() === '') return 'it exports no "name" (a non-empty string)';
  if (typeof extract !== 'function') return 'it exports no "extract" function';
  return { handle, name: name.trim(), extract: extract as CustomExtractorModule['extract'] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
