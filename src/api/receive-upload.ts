/**
 * The handler side of a multipart upload, shared by the routes that take a file (the upload and
 * its preview): the text fields sent before `file` are gathered, other file parts are drained, and
 * the file part is handed as a stream to the service. A 413 the service finds is answered without
 * reading the rest of the body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequest, PayloadTooLarge, Violation } from '../domain/errors.ts';
import type { Upload } from '../services/transformations/transformations.ts';
import { declaredBytes, refuseUnread } from './declared-size.ts';
import { formParts } from './multipart-parts.ts';

export async function receiveUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: (upload: Upload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw new BadRequest('Send the file as multipart/form-data in a field named "file".');
  const fields: Record<string, string> = {};
  for await (const part of formParts(request)) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    const upload: Upload = {
      fields,
      fileName: part.filename || null,
      stream: part.file,
      truncated: () => part.file.truncated,
      declaredBytes: declaredBytes(request),
    };
    try {
      return await handle(upload);
    } catch (error) {
      throw error instanceof PayloadTooLarge ? refuseUnread(reply, error) : error;
    }
  }
  throw Violation.of('file', null, 'This value should not be blank.');
}
