/** `GET /usage` (DESIGN §10 "Usage"): the plan's limits with what is used, and submissions per day. */
import { ok } from '../reply.ts';
import { Envelope } from '../schemas/envelope.ts';
import { UsageQuery, UsageSchema } from '../schemas/usage.ts';
import type { App } from '../types.ts';

export default async function usageRoutes(app: App): Promise<void> {
  app.get(
    '/usage',
    {
      schema: {
        tags: ['Integrations'],
        summary: "The plan's limits with what is used of each, and the organisation's submissions per day",
        description: 'Any member of the organisation, or an API key; not a customer.',
        querystring: UsageQuery,
        response: { 200: Envelope(UsageSchema) },
      },
    },
    async (request) => ok(request, await app.services.usage.read(request.principal, request.query.days)),
  );
}
