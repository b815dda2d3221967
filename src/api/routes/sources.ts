/** Sources (DESIGN §7): where a sender's or the receiver's files come from. */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { ok } from '../reply.ts';
import { Envelope, PageQuery, PageSchema } from '../schemas/envelope.ts';
import { SourceParams, SourceSchema, SourceUpdateBody } from '../schemas/source.ts';
import type { App } from '../types.ts';

const tags = ['Sender'];
// Senders manage their own sources; the service limits each caller to what it owns.
const config = { customer: true };

export default async function sourceRoutes(app: App): Promise<void> {
  app.post(
    '/sender/source',
    {
      config,
      schema: {
        tags,
        summary: 'Create a source',
        body: SourceUpdateBody,
        response: { 200: Envelope(SourceSchema) },
      },
    },
    async (request) => ok(request, await app.services.sources.create(request.principal, request.body)),
  );

  app.get(
    '/sender/source/:sourceId',
    {
      config,
      schema: {
        tags,
        summary: 'Read a source; secrets read as ********, a block the plan does not permit as null',
        params: SourceParams,
        response: { 200: Envelope(SourceSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.sources.get(request.principal, request.params.sourceId)),
  );

  app.put(
    '/sender/source/:sourceId',
    {
      config,
      schema: {
        tags,
        summary: 'Update a source; properties not sent stay, a block sent replaces the stored one',
        params: SourceParams,
        body: SourceUpdateBody,
        response: { 200: Envelope(SourceSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.sources.update(request.principal, request.params.sourceId, request.body),
      ),
  );

  app.delete(
    '/sender/source/:sourceId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a source',
        params: SourceParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (request, reply) => {
      await app.services.sources.delete(request.principal, request.params.sourceId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sender/sources',
    {
      config,
      schema: {
        tags,
        summary: "List sources: a sender's own, or all of the organisation's",
        querystring: Type.Object(PageQuery),
        response: { 200: Envelope(PageSchema(SourceSchema)) },
      },
    },
    async (request) =>
      ok(request, await app.services.sources.list(request.principal, pageRequest(request.query))),
  );
}
