/**
 * Transformations: upload a file to a template or run a source once, follow its automation status,
 * read its files, delete it.
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BadRequest, fromCatalog } from '../../domain/errors.ts';
import { pageRequest } from '../../services/pagination.ts';
import type { OneOffRun } from '../../services/source-runs/one-off-run.ts';
import { FILE_MEDIA_TYPES } from '../../services/submissions/download.ts';
import { FILE_KINDS } from '../../services/transformations/view.ts';
import { refuseDeclaredOver } from '../declared-size.ts';
import { wantsRepresentation } from '../prefer.ts';
import { receiveUpload } from '../receive-upload.ts';
import { ok } from '../reply.ts';
import { CursorPageSchema, TransformationListQuery } from '../schemas/activity.ts';
import { Envelope, FileResponse } from '../schemas/envelope.ts';
import {
  AutomationParams,
  AutomationSchema,
  DataPageSchema,
  DataQuery,
  DataWriteBody,
  EditedRowsSchema,
  MappingSchema,
  MappingWriteBody,
  PreferHeader,
  TransformationParams,
  TransformationSchema,
} from '../schemas/transformation.ts';
import { OneOffRunBody, UploadBody } from '../schemas/upload.ts';
import { sendDownload } from '../send-download.ts';
import type { App } from '../types.ts';

const tags = ['Sender'];
// Senders (customer tokens) use every route here; the service limits them to their own files.
// Senders' work, which members do too (plugins/member-access.ts).
const config = { customer: true, member: true };

export default async function transformationRoutes(app: App): Promise<void> {
  // The review tools and value maps share these paths (`/transformation/…`) and access rules; they
  // are files of their own (./review-tools.ts, ./value-maps.ts), registered just before this one.
  app.post(
    '/transformation',
    {
      config,
      schema: {
        tags,
        summary: 'Upload a file to a template, or run a source once; its steps then run in the background',
        description:
          'multipart/form-data: send the text fields before `file`, which is streamed as it arrives. ' +
          'JSON `{template_handle, source_id, connector_id?, auto_submit?}`: the source’s file is fetched ' +
          '(steps to_download, downloading, downloaded), then read like an upload; with `auto_submit` ' +
          'the run goes on by itself to processed unless rows are in error.',
        body: {
          content: {
            'multipart/form-data': { schema: UploadBody },
            'application/json': { schema: OneOffRunBody },
          },
        },
        response: { 200: Envelope(TransformationSchema) },
      },
      // Multipart: the handler reads the stream itself; JSON: checked against its schema.
      validatorCompiler: (route) =>
        (route as { contentType?: string }).contentType === 'application/json'
          ? TypeBoxValidatorCompiler(route)
          : () => true,
      onRequest: refuseDeclaredOver(() => app.services.ctx.config.maxUploadBytes),
    },
    async (request, reply) => {
      if (request.isMultipart()) {
        return ok(
          request,
          await receiveUpload(request, reply, (upload) =>
            app.services.transformations.upload(request.principal, upload),
          ),
        );
      }
      if ((request as unknown as { mediaType: string }).mediaType !== 'application/json') {
        throw new BadRequest(...fromCatalog('exception.upload_or_run'));
      }
      return ok(request, await app.services.sourceRuns.runOnce(request.principal, request.body as OneOffRun));
    },
  );

  app.get(
    '/transformations',
    {
      config,
      schema: {
        tags,
        summary: 'The organisation’s transformations, newest first, filtered (a sender’s own only)',
        description:
          'Newest first (created_at, then transformation_id, both descending). Page with `page`/`per_page` as ' +
          'everywhere, or follow `next_cursor` (keyset paging: stable while new files arrive). Filters combine ' +
          'with AND. A customer token lists only that customer’s transformations.',
        querystring: TransformationListQuery,
        response: { 200: Envelope(CursorPageSchema(TransformationSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.transformations.list(request.principal, pageRequest(request.query), request.query),
      ),
  );

  app.get(
    '/transformation/:transformationId',
    {
      config,
      schema: {
        tags,
        summary: 'Read a transformation',
        params: TransformationParams,
        response: { 200: Envelope(TransformationSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.transformations.get(request.principal, request.params.transformationId)),
  );

  app.get(
    '/transformation/automation/:automationId',
    {
      config,
      schema: {
        tags,
        summary: 'Automation status of a transformation: step, details and file URLs',
        params: AutomationParams,
        response: { 200: Envelope(AutomationSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.transformations.automation(request.principal, request.params.automationId),
      ),
  );

  app.get(
    '/transformation/:transformationId/file/:kind',
    {
      config,
      schema: {
        tags,
        summary:
          'Download one file of a transformation (original, normalized, target, error report, invalid rows)',
        params: Type.Object({
          transformationId: TransformationParams.properties.transformationId,
          kind: Type.Enum([...FILE_KINDS]),
        }),
        description:
          'Served with the media type and the file name (Content-Disposition) of its format, as the ' +
          'submission’s files are: the target as the template writes it, reports as CSV, the original ' +
          'under the name it was uploaded with.',
        response: { 200: FileResponse(FILE_MEDIA_TYPES, 'The file, with its media type in Content-Type') },
      },
    },
    async (request, reply) => {
      const { transformationId, kind } = request.params;
      return sendDownload(
        reply,
        await app.services.transformations.file(request.principal, transformationId, kind),
      );
    },
  );

  app.get(
    '/transformation/:transformationId/mapping',
    {
      config,
      schema: {
        tags,
        summary: 'The mapping of source headers to template columns, with the matcher’s scores',
        params: TransformationParams,
        response: { 200: Envelope(MappingSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.mappings.get(request.principal, request.params.transformationId)),
  );

  app.put(
    '/transformation/:transformationId/mapping',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm or correct the mapping; the transformation then goes on to to_transform',
        params: TransformationParams,
        body: MappingWriteBody,
        response: { 200: Envelope(MappingSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.mappings.put(request.principal, request.params.transformationId, request.body),
      ),
  );

  app.get(
    '/transformation/:transformationId/data',
    {
      config,
      schema: {
        tags,
        summary: 'Review the transformed rows with their violations, a page at a time',
        description:
          'Edited rows show their revalidated values. Dataset rules are judged again at submission.',
        params: TransformationParams,
        querystring: DataQuery,
        response: { 200: Envelope(DataPageSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.reviewData.page(
          request.principal,
          request.params.transformationId,
          pageRequest(request.query),
          request.query.only_errors ?? false,
          request.query.error_column,
        ),
      ),
  );

  app.put(
    '/transformation/:transformationId/data',
    {
      config,
      schema: {
        tags,
        summary: 'Change cells before submitting; edited rows are revalidated at once',
        description:
          'Takes back the shape `GET …/data` answers (the pagination fields are accepted and ignored). ' +
          'Answers 200 with no body, as the specification documents; a client that sends ' +
          '`Prefer: return=representation` (RFC 7240) gets the edited rows instead, as `GET …/data` shows them, ' +
          'with their new violations, and `Preference-Applied: return=representation`. ' +
          '400 when the body cannot be mapped; 409 for a row or column that does not exist, or a cell longer than ' +
          'the server allows (FERRY_MAX_CELL_LENGTH, 32,768 characters by default; code `exception.cell_too_long`), ' +
          'with nothing changed.',
        params: TransformationParams,
        headers: PreferHeader,
        body: DataWriteBody,
        response: {
          200: {
            ...Envelope(EditedRowsSchema),
            description:
              'Saved. No body, unless the request asked for `return=representation`: then the edited rows',
          },
        },
      },
    },
    async (request, reply) => {
      const rows = await app.services.reviewData.edit(
        request.principal,
        request.params.transformationId,
        request.body,
      );
      if (!wantsRepresentation(request.headers.prefer)) return reply.status(200).send(undefined as never);
      return reply.header('preference-applied', 'return=representation').send(ok(request, { rows }));
    },
  );

  app.delete(
    '/transformation/:transformationId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a transformation and its files',
        params: TransformationParams,
        response: { 200: Type.Null({ description: 'Deleted; empty body' }) },
      },
    },
    async (request, reply) => {
      await app.services.transformations.delete(request.principal, request.params.transformationId);
      // undefined, not null: Fastify then sends no body at all (null would be serialized as `null`).
      return reply.status(200).send(undefined as unknown as null);
    },
  );
}
