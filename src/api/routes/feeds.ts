/** Feeds (DESIGN §7): a source run into a template on a schedule, on e-mail and by hand. */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { ok } from '../reply.ts';
import { Envelope, PageQuery, PageSchema } from '../schemas/envelope.ts';
import { FeedParams, FeedRunSchema, FeedSchema, FeedUpdateBody } from '../schemas/feed.ts';
import { TransformationSchema } from '../schemas/transformation.ts';
import type { App } from '../types.ts';

const tags = ['Sender'];
// Senders manage the feeds of their own sources; the service limits each caller to what it owns.
const config = { customer: true };

export default async function feedRoutes(app: App): Promise<void> {
  app.post(
    '/feeds',
    {
      config,
      schema: {
        tags,
        summary: 'Create a feed',
        body: FeedUpdateBody,
        response: { 200: Envelope(FeedSchema) },
      },
    },
    async (request) => ok(request, await app.services.feeds.create(request.principal, request.body)),
  );

  app.get(
    '/feeds',
    {
      config,
      schema: {
        tags,
        summary: "List feeds: a sender's own, or all of the organisation's",
        querystring: Type.Object(PageQuery),
        response: { 200: Envelope(PageSchema(FeedSchema)) },
      },
    },
    async (request) =>
      ok(request, await app.services.feeds.list(request.principal, pageRequest(request.query))),
  );

  app.get(
    '/feed/:feedId',
    {
      config,
      schema: { tags, summary: 'Read a feed', params: FeedParams, response: { 200: Envelope(FeedSchema) } },
    },
    async (request) => ok(request, await app.services.feeds.get(request.principal, request.params.feedId)),
  );

  app.put(
    '/feed/:feedId',
    {
      config,
      schema: {
        tags,
        summary: 'Update a feed; properties not sent stay as they are',
        params: FeedParams,
        body: FeedUpdateBody,
        response: { 200: Envelope(FeedSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.feeds.update(request.principal, request.params.feedId, request.body)),
  );

  app.delete(
    '/feed/:feedId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a feed; the transformations of its runs stay',
        params: FeedParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (request, reply) => {
      await app.services.feeds.delete(request.principal, request.params.feedId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/feed/:feedId/run',
    {
      config: { ...config, member: true },
      schema: {
        tags,
        summary: "Run the feed now (a paused feed too); answers the run's transformation",
        params: FeedParams,
        response: { 200: Envelope(TransformationSchema) },
      },
    },
    async (request) => ok(request, await app.services.feeds.run(request.principal, request.params.feedId)),
  );

  app.get(
    '/feed/:feedId/runs',
    {
      config,
      schema: {
        tags,
        summary: "The feed's runs, newest first",
        params: FeedParams,
        querystring: Type.Object(PageQuery),
        response: { 200: Envelope(PageSchema(FeedRunSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.feeds.runs(request.principal, request.params.feedId, pageRequest(request.query)),
      ),
  );
}
