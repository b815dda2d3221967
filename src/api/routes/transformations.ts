/** Transformations: upload a file to a template, follow its automation status, read its files, delete it. */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { FILE_KINDS } from '../../services/transformations/view.ts';
import { refuseDeclaredOver } from '../declared-size.ts';
import { receiveUpload } from '../receive-upload.ts';
import { ok } from '../reply.ts';
import { Envelope, FileResponse } from '../schemas/envelope.ts';
import {
  AutomationParams,
  AutomationSchema,
  DataPageSchema,
  DataQuery,
  DataWriteBody,
  MappingSchema,
  MappingWriteBody,
  TransformationParams,
  TransformationSchema,
} from '../schemas/transformation.ts';
import { ReadingFields } from '../schemas/upload.ts';
import type { App } from '../types.ts';
import reviewToolRoutes from './review-tools.ts';
import valueMapRoutes from './value-maps.ts';

const tags = ['Sender'];
// Senders (customer tokens) use every route here; the service limits them to their own files.
const config = { customer: true };

export default async function transformationRoutes(app: App): Promise<void> {
  // The importer's review tools share this file's paths (`/transformation/…`) and its access rules.
  await reviewToolRoutes(app);
  await valueMapRoutes(app);
  app.post(
    '/transformation',
    {
      config,
      schema: {
        tags,
        summary: 'Upload a file to a template; its steps then run in the background',
        description: 'Send the text fields before `file`: the file is streamed as it arrives.',
        consumes: ['multipart/form-data'],
        body: Type.Object({
          template_handle: Type.String({ description: 'The template to bring the file to' }),
          ...ReadingFields,
          file: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The file' }),
        }),
        response: { 200: Envelope(TransformationSchema) },
      },
      validatorCompiler: () => () => true, // multipart: the handler reads the stream itself
      onRequest: refuseDeclaredOver(() => app.services.ctx.config.maxUploadBytes),
    },
    async (request, reply) =>
      ok(
        request,
        await receiveUpload(request, reply, (upload) =>
          app.services.transformations.upload(request.principal, upload),
        ),
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
        response: { 200: FileResponse(['application/octet-stream'], 'The file') },
      },
    },
    async (request, reply) => {
      const { transformationId, kind } = request.params;
      const stream = await app.services.transformations.file(request.principal, transformationId, kind);
      return reply.type('application/octet-stream').send(stream);
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
          '400 when the body cannot be mapped; 409 for a row or column that does not exist, with nothing changed.',
        params: TransformationParams,
        body: DataWriteBody,
        response: { 200: Type.Null({ description: 'Saved; empty body' }) },
      },
    },
    async (request, reply) => {
      await app.services.reviewData.edit(request.principal, request.params.transformationId, request.body);
      return reply.status(200).send(undefined as unknown as null);
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
