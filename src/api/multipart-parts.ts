/**
 * The parts of a multipart upload, checked as they arrive: a NUL in a field name, a field value
 * or a file name is refused (PostgreSQL could not store it), and a body busboy cannot parse
 * (no boundary, cut off, malformed) becomes a 400 instead of the plain Error busboy throws. Errors
 * the file stream raises later, while a service reads it, are marked so the error handler can
 * tell them from Ferry's own faults (`isMalformedUpload`).
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { BadRequest, FerryError, fromCatalog } from '../domain/errors.ts';
import { nulRefused } from './plugins/nul-characters.ts';

/** Busboy's default parts limit, kept: a form of a few fields and one file needs far fewer. */
export const MULTIPART_PARTS = 1000;

const malformed = new WeakSet<object>();

/** Whether an error came from parsing a malformed multipart body. */
export function isMalformedUpload(error: unknown): boolean {
  return typeof error === 'object' && error !== null && malformed.has(error);
}

/** The 400 for a body busboy could not parse; its own message is precise enough to show. */
export function malformedUpload(error: unknown): BadRequest {
  const detail = error instanceof Error ? error.message : String(error);
  return new BadRequest(...fromCatalog('exception.invalid_multipart_detail', { detail }));
}

function checkPart(part: Multipart): void {
  if (part.fieldname.includes('\u0000')) throw nulRefused('field_name', '');
  if (part.type === 'field') {
    if (typeof part.value === 'string' && part.value.includes('\u0000'))
      throw nulRefused('field', part.fieldname);
    return;
  }
  if (part.filename.includes('\u0000')) throw nulRefused('file_name', part.fieldname);
  const mark = (error: unknown) => {
    if (typeof error === 'object' && error !== null && !(error instanceof FerryError)) malformed.add(error);
  };
  // A body that arrives in one chunk is parsed at once: the file may have failed before it is handed over.
  if (part.file.errored) mark(part.file.errored);
  part.file.once('error', mark);
}

/** `request.parts()`, with every part checked and parse errors turned into 400s. */
export async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  let parts: AsyncIterator<Multipart>;
  try {
    parts = request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    throw malformedUpload(error);
  }
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      if (error instanceof FerryError || (error as { statusCode?: number }).statusCode) throw error;
      throw malformedUpload(error);
    }
    if (next.done) return;
    checkPart(next.value);
    yield next.value;
  }
}
