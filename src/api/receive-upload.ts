/**
 * The handler side of a multipart upload, shared by the routes that take a file (the upload and
 * its preview): the text fields sent before `file` are gathered, other file parts are drained, and
 * the file part is handed as a stream to the service. A text field sent after the file is refused
 * (400 naming it) rather than ignored: the file is streamed as it arrives, so what the fields
 * decide (the template, its size limit, the reading options) must be known before it. The service
 * calls `finish` once it has read the file and before it keeps anything. A 413 the service finds
 * is answered without reading the rest of the body.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequest, fromCatalog, PayloadTooLarge, Violation } from '../domain/errors.ts';
import { BLANK_VALUE } from '../domain/validation.ts';
import type { Upload } from '../services/transformations/transformations.ts';
import { declaredBytes, refuseUnread } from './declared-size.ts';
import { formParts } from './multipart-parts.ts';

export async function receiveUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: (upload: Upload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new BadRequest(...fromCatalog('exception.file_field_required'));
  const fields: Record<string, string> = {};
  const parts = formParts(request);
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    const part = next.value;
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    let finished: Promise<void> | null = null;
    const upload: Upload = {
      fields,
      fileName: part.filename || null,
      stream: part.file,
      truncated: () => part.file.truncated,
      declaredBytes: declaredBytes(request),
      finish: () => {
        finished ??= refuseFieldsAfterFile(parts);
        return finished;
      },
    };
    try {
      const result = await handle(upload);
      await upload.finish();
      return result;
    } catch (error) {
      throw error instanceof PayloadTooLarge ? refuseUnread(reply, error) : error;
    }
  }
  throw Violation.of('file', null, BLANK_VALUE);
}

/** Reads the parts after the file: a text field there would be ignored, so it is refused. */
async function refuseFieldsAfterFile(parts: AsyncGenerator<Multipart>): Promise<void> {
  for await (const part of parts) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    throw new BadRequest(...fromCatalog('exception.field_after_file', { name: part.fieldname }));
  }
}
