/**
 * Bulk imports of value lists, columns and customers: each from a URL (JSON `{url, filename}`) or
 * as a multipart upload (field `file`), answered at once with the import `pending`; then its
 * status, its violation report and its uploaded file. Receivers only (customer tokens: 403).
 */
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import { Type } from 'typebox';
import type { ImportInto } from '../../services/bulk-imports/bulk-imports.ts';
import { pageRequest } from '../../services/pagination.ts';
import { refuseDeclaredOver } from '../declared-size.ts';
import { receiveUpload } from '../receive-upload.ts';
import { ok } from '../reply.ts';
import {
  BulkImportParams,
  BulkImportSchema,
  BulkImportUrlBody,
  CustomerImportParams,
  TemplateImportParams,
} from '../schemas/bulk-import.ts';
import { Envelope, FileResponse, PageQuery, PageSchema } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const tags = ['Receiver'];
const ASYNC =
  'Answers at once with the import `pending`; follow it with `GET /bulk-import/{importId}` or the BULK_IMPORT_FINISHED webhook.';

/** The three kinds of import: their path, what they read, and what they go into. */
const KINDS = [
  {
    path: '/bulk-import/values/:templateHandle/:method',
    what: 'the value lists of the template’s LIST_OF_VALUES columns (CSV `column,value,synonyms`)',
    params: TemplateImportParams,
    into: (p: { templateHandle?: string; method: 'replace' | 'merge' }): ImportInto => ({
      type: 'value_list',
      templateHandle: p.templateHandle!,
      method: p.method,
    }),
  },
  {
    path: '/bulk-import/columns/:templateHandle/:method',
    what: 'columns of the template (CSV with the column write fields as headers)',
    params: TemplateImportParams,
    into: (p: { templateHandle?: string; method: 'replace' | 'merge' }): ImportInto => ({
      type: 'column',
      templateHandle: p.templateHandle!,
      method: p.method,
    }),
  },
  {
    path: '/bulk-import/customers/:method',
    what: 'customers (CSV with the customer write fields as headers)',
    params: CustomerImportParams,
    into: (p: { method: 'replace' | 'merge' }): ImportInto => ({
      type: 'customer',
      templateHandle: null,
      method: p.method,
    }),
  },
] as const;

/** A multipart body is read by the handler; the path parameters are still checked by their schema. */
const paramsOnly: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : TypeBoxValidatorCompiler(route as never);

export default async function bulkImportRoutes(app: App): Promise<void> {
  const imports = app.services.bulkImports;
  for (const kind of KINDS) {
    app.post(
      `${kind.path}/url`,
      {
        schema: {
          tags,
          summary: `Import ${kind.what} from a URL`,
          description: `${ASYNC} The URL must not point to a private network (409).`,
          params: kind.params,
          body: BulkImportUrlBody,
          response: { 200: Envelope(BulkImportSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await imports.fromUrl(request.principal, kind.into(request.params as never), request.body),
        ),
    );
    app.post(
      kind.path,
      {
        schema: {
          tags,
          summary: `Import ${kind.what} from an uploaded file`,
          description: `${ASYNC} Send \`filename\` (optional) before \`file\`.`,
          consumes: ['multipart/form-data'],
          params: kind.params,
          body: Type.Object({
            filename: Type.Optional(Type.String({ description: 'A name shown with the import' })),
            file: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The CSV file' }),
          }),
          response: { 200: Envelope(BulkImportSchema) },
        },
        validatorCompiler: paramsOnly,
        onRequest: refuseDeclaredOver(() => app.services.ctx.config.maxUploadBytes),
      },
      async (request, reply) =>
        ok(
          request,
          await receiveUpload(request, reply, (upload) =>
            imports.fromUpload(request.principal, kind.into(request.params as never), upload),
          ),
        ),
    );
  }

  app.get(
    '/bulk-imports',
    {
      schema: {
        tags,
        summary: "List the organisation's bulk imports, newest first",
        querystring: Type.Object(PageQuery),
        response: { 200: Envelope(PageSchema(BulkImportSchema)) },
      },
    },
    async (request) => ok(request, await imports.list(request.principal, pageRequest(request.query))),
  );

  app.get(
    '/bulk-import/:importId',
    {
      schema: {
        tags,
        summary: 'Read a bulk import: status, progress, counts and report',
        params: BulkImportParams,
        response: { 200: Envelope(BulkImportSchema) },
      },
    },
    async (request) => ok(request, await imports.get(request.principal, request.params.importId)),
  );

  app.get(
    '/bulk-import/:importId/report',
    {
      schema: {
        tags,
        summary: 'Download the violation report (`report_url`): CSV `line,field,value,message`',
        params: BulkImportParams,
        response: { 200: FileResponse(['text/csv'], 'One record per problem, by line') },
      },
    },
    async (request, reply) =>
      reply
        .header(
          'content-disposition',
          `attachment; filename="bulk-import-${request.params.importId}-report.csv"`,
        )
        .type('text/csv; charset=utf-8')
        .send(await imports.report(request.principal, request.params.importId)),
  );

  app.get(
    '/bulk-import/:importId/source',
    {
      schema: {
        tags,
        summary: 'Download the uploaded file of an import (its `source_url`)',
        params: BulkImportParams,
        response: { 200: FileResponse(['application/octet-stream'], 'The file as uploaded') },
      },
    },
    async (request, reply) =>
      reply
        .type('application/octet-stream')
        .send(await imports.source(request.principal, request.params.importId)),
  );
}
