/** Sends a stored file with its media type and the name to save it under (submissions and transformations alike). */
import type { FastifyReply } from 'fastify';
import { contentDisposition, type SubmissionDownload } from '../services/submissions/download.ts';

export function sendDownload(reply: FastifyReply, file: SubmissionDownload): FastifyReply {
  return reply
    .header('content-disposition', contentDisposition(file.fileName))
    .type(file.contentType)
    .send(file.stream);
}
