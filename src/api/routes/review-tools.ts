/**
 * The importer's upload and review tools (registered by ./transformations.ts): a file's first
 * rows before upload, the rows in error per column, find and replace over the whole file, undo.
 */

import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ReplaceState } from '../../services/transformations/find-replace.ts';
import { refuseDeclaredOver } from '../declared-size.ts';
import { translate } from '../i18n.ts';
import { wantsAsync } from '../prefer.ts';
import { receiveUpload } from '../receive-upload.ts';
import { ok } from '../reply.ts';
import { Envelope } from '../schemas/envelope.ts';
import {
  ErrorCountsSchema,
  PreviewSchema,
  ReplaceBodySchema,
  ReplaceResultSchema,
  ReplaceStateSchema,
  UndoResultSchema,
} from '../schemas/review.ts';
import { TransformationParams } from '../schemas/transformation.ts';
import { ReadingFields } from '../schemas/upload.ts';
import type { App } from '../types.ts';

const tags = ['Sender'];
// Senders (customer tokens) use every route here; the services limit them to their own files.
// Senders' work, which members do too (plugins/member-access.ts).
const config = { customer: true, member: true };
const text = (description: string) => Type.Optional(Type.String({ description }));

/** A replace's state with its error, if any, in the caller's language. */
function stateIn(state: ReplaceState, request: FastifyRequest) {
  const error = state.error && {
    code: state.error.code,
    message: translate(state.error.code, request.language, state.error.params, state.error.message),
  };
  return { ...state, error };
}

export default async function reviewToolRoutes(app: App): Promise<void> {
  app.post(
    '/transformation/preview',
    {
      config,
      schema: {
        tags,
        summary: 'The first rows of a file as an upload would read them; nothing is stored',
        description:
          'Same fields, detection and readers as `POST /transformation`; send the text fields before `file`. ' +
          'A CSV, TXT, JSON or XML file may be sent in part (its first MiB): only its first rows are read. ' +
          'Workbooks (XLSX, ODS, XLS) are sent whole. 409 for an unknown encoding, a sheet the workbook ' +
          'lacks or a header row past the end; 400 for a file Ferry cannot read; 413 over the upload limit.',
        consumes: ['multipart/form-data'],
        body: Type.Object({
          template_handle: text('A template the caller may upload to: its `max_file_size` applies'),
          ...ReadingFields,
          file: Type.Unsafe<unknown>({
            type: 'string',
            format: 'binary',
            description: 'The file, or its start',
          }),
        }),
        response: { 200: Envelope(PreviewSchema) },
      },
      validatorCompiler: () => () => true, // multipart: the handler reads the stream itself
      onRequest: refuseDeclaredOver(() => app.services.ctx.config.maxUploadBytes),
    },
    async (request, reply) =>
      ok(
        request,
        await receiveUpload(request, reply, (upload) =>
          app.services.preview.preview(request.principal, upload),
        ),
      ),
  );

  app.get(
    '/transformation/:transformationId/errors',
    {
      config,
      schema: {
        tags,
        summary: 'How many rows are in error, in all and per column (columns the caller can see)',
        description: 'Edited rows count as their revalidation found them.',
        params: TransformationParams,
        response: { 200: Envelope(ErrorCountsSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.errorCounts.counts(request.principal, request.params.transformationId)),
  );

  app.post(
    '/transformation/:transformationId/data/replace',
    {
      config,
      schema: {
        tags,
        summary: 'Find and replace over the whole file; changed rows are revalidated at once',
        description:
          'Searches the cells as the data pages show them. One replace is one step `POST …/data/undo` undoes. ' +
          'The request waits up to 5 s for the replace: 200 with its counts when it ended; otherwise, or at once ' +
          'with `Prefer: respond-async`, 202 with its state, followed with `GET …/data/replace/{replace_id}`. ' +
          'While it runs, edits, undo, another replace and submit are refused with 409 `exception.replace_running`. ' +
          '409 for an empty `find`, a column the caller cannot see, or a transformation past review; ' +
          '409 `exception.cell_too_long` when it would make a cell longer than the server allows ' +
          '(FERRY_MAX_CELL_LENGTH, 32,768 characters by default), and `exception.replace_too_large` when it would ' +
          'add more than 1,000 such cells’ worth of characters to the file. A refused replace changes nothing.',
        params: TransformationParams,
        body: ReplaceBodySchema,
        response: { 200: Envelope(ReplaceResultSchema), 202: Envelope(ReplaceStateSchema) },
      },
    },
    async (request, reply) => {
      const answer = await app.services.findReplace.replace(
        request.principal,
        request.params.transformationId,
        request.body,
        { respondAsync: wantsAsync(request.headers.prefer), log: request.log },
      );
      if (answer.status === 200) return ok(request, answer.view);
      reply.code(202);
      return ok(request, stateIn(answer.state, request));
    },
  );

  app.get(
    '/transformation/:transformationId/data/replace/:replaceId',
    {
      config,
      schema: {
        tags,
        summary: 'How far a find and replace is, and how it ended',
        description:
          '`rows_read` of `rows_total` while the rows are searched, then `rows_stored` of `rows_changed` while ' +
          'the changed rows are stored; `done` with its counts, `refused` with the reason nothing changed.',
        params: Type.Object({ ...TransformationParams.properties, replaceId: Type.String() }),
        response: { 200: Envelope(ReplaceStateSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        stateIn(
          await app.services.findReplace.state(
            request.principal,
            request.params.transformationId,
            request.params.replaceId,
          ),
          request,
        ),
      ),
  );

  app.post(
    '/transformation/:transformationId/data/undo',
    {
      config,
      schema: {
        tags,
        summary: 'Undo the caller’s latest edit step (one `PUT …/data` or one replace)',
        description: 'Restores the previous cell values; 409 when the caller has nothing left to undo.',
        params: TransformationParams,
        response: { 200: Envelope(UndoResultSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.undoEdits.undo(request.principal, request.params.transformationId)),
  );
}
