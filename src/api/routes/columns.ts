/** Columns of a template: create, read, update, delete, and the ordered list. */
import { Type } from 'typebox';
import { ok } from '../reply.ts';
import {
  ColumnBody,
  ColumnParams,
  ColumnSchema,
  ColumnUpdateBody,
  ConditionsCheckBody,
  ConditionsCheckSchema,
} from '../schemas/column.ts';
import { Envelope } from '../schemas/envelope.ts';
import { TemplateHandleParams } from '../schemas/template.ts';
import type { App } from '../types.ts';

const tags = ['Receiver'];
// Reads are open to senders (customer tokens) too; the service applies the templates' access rule.
const readTags = ['Receiver', 'Sender'];
const customer = { customer: true };
const SENDER_READ =
  'A customer token (sender) reads the columns of the templates it may use only (403 otherwise), without those marked `hidden`.';

export default async function columnRoutes(app: App): Promise<void> {
  app.post(
    '/template/:templateHandle/column',
    {
      schema: {
        tags,
        summary: 'Add a column (402 when the plan’s columns per template are reached)',
        params: TemplateHandleParams,
        body: ColumnBody,
        response: { 200: Envelope(ColumnSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.columns.create(request.principal, request.params.templateHandle, request.body),
      ),
  );

  app.get(
    '/template/:templateHandle/columns',
    {
      config: customer,
      schema: {
        tags: readTags,
        summary: 'Every column of the template, by position; senders get those not hidden',
        description: SENDER_READ,
        params: TemplateHandleParams,
        response: { 200: Envelope(Type.Array(ColumnSchema)) },
      },
    },
    async (request) =>
      ok(request, await app.services.columns.list(request.principal, request.params.templateHandle)),
  );

  app.get(
    '/template/:templateHandle/column/:columnId',
    {
      config: customer,
      schema: {
        tags: readTags,
        summary: 'Read a column; a hidden column is 404 to senders',
        description: SENDER_READ,
        params: ColumnParams,
        response: { 200: Envelope(ColumnSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.columns.get(
          request.principal,
          request.params.templateHandle,
          request.params.columnId,
        ),
      ),
  );

  app.put(
    '/template/:templateHandle/column/:columnId',
    {
      schema: {
        tags,
        summary: 'Update a column: only the sent properties change; a new position reorders',
        params: ColumnParams,
        body: ColumnUpdateBody,
        response: { 200: Envelope(ColumnSchema) },
      },
    },
    async (request) => {
      const { templateHandle, columnId } = request.params;
      return ok(
        request,
        await app.services.columns.update(request.principal, templateHandle, columnId, request.body),
      );
    },
  );

  app.delete(
    '/template/:templateHandle/column/:columnId',
    {
      schema: {
        tags,
        summary: 'Delete a column; the following ones move up',
        params: ColumnParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (request, reply) => {
      await app.services.columns.delete(
        request.principal,
        request.params.templateHandle,
        request.params.columnId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/template/:templateHandle/conditions/check',
    {
      // Judges a text and stores nothing: a read, open to members.
      config: { member: true },
      schema: {
        tags,
        summary:
          'Check a column’s conditions without saving: the canonical form, or the 409 a save would get',
        description:
          'The same judgement as `conditions` in a column write: a 409 on `conditions` whose message names the place as `line L, column C (offset O)`. Stores nothing.',
        params: TemplateHandleParams,
        body: ConditionsCheckBody,
        response: { 200: Envelope(ConditionsCheckSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.columns.checkConditions(
          request.principal,
          request.params.templateHandle,
          request.body,
        ),
      ),
  );
}
