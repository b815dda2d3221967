/**
 * An answer sent compressed (`Content-Encoding: gzip`, `deflate` or `br`, when the source's own
 * headers asked for it) is decoded, so the file is what the server meant. The size cap counts the
 * decoded bytes: a small compressed answer that expands without end is stopped at the cap.
 */
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { SourceFailure } from './extractor.ts';
import type { AnswerAt } from './url-request.ts';

const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** A decoder for the encoding, null for none; an encoding Ferry cannot decode fails. */
export function decoderFor(encoding: string | undefined, at: AnswerAt): Transform | null {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return null;
  if (!Object.hasOwn(DECODERS, name))
    throw SourceFailure.of('server', 'unknown_encoding', { ...at, encoding: name.slice(0, 40) });
  return DECODERS[name]!();
}

export function undecodable(encoding: string | undefined, at: AnswerAt): SourceFailure {
  return SourceFailure.of('server', 'undecodable', {
    ...at,
    encoding: (encoding ?? '').trim().toLowerCase(),
  });
}

/** Whether an error is the decoder's: zlib names its errors Z_…, brotli ERR__ERROR_…. */
export function isDecodingError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__ERROR'));
}
