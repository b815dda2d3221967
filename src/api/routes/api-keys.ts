/** API keys of the organisation: owner and admin users only; an API key manages none (docs/roles.md). */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { ok } from '../reply.ts';
import { Envelope, PageQuery, PageSchema, Uuid } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const tags = ['Integrations'];
const BY_PEOPLE =
  'Owners and admins, signed in as themselves. An API key gets 403: a leaked key must not be able to ' +
  'leave other keys behind.';
const ApiKey = Type.Object({
  api_key_id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export default async function apiKeyRoutes(app: App): Promise<void> {
  app.post(
    '/api-keys',
    {
      schema: {
        tags,
        summary: 'Create an API key; its secret is returned once',
        description: BY_PEOPLE,
        body: Type.Object(
          { name: Type.String({ description: 'What the key is for' }) },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(
            Type.Object({
              api_key_id: Type.String({ format: 'uuid' }),
              name: Type.String(),
              secret: Type.String(),
            }),
          ),
        },
      },
    },
    async (request) => ok(request, await app.services.apiKeys.create(request.principal, request.body)),
  );

  app.get(
    '/api-keys',
    {
      schema: {
        tags,
        summary: 'List API keys (without secrets)',
        description: BY_PEOPLE,
        querystring: Type.Object(PageQuery),
        response: { 200: Envelope(PageSchema(ApiKey)) },
      },
    },
    async (request) =>
      ok(request, await app.services.apiKeys.list(request.principal, pageRequest(request.query))),
  );

  app.delete(
    '/api-keys/:apiKeyId',
    {
      schema: {
        tags,
        summary: 'Revoke an API key',
        description: BY_PEOPLE,
        params: Type.Object({ apiKeyId: Uuid }),
        response: { 204: Type.Null({ description: 'Revoked' }) },
      },
    },
    async (request, reply) => {
      await app.services.apiKeys.delete(request.principal, request.params.apiKeyId);
      return reply.status(204).send(null);
    },
  );
}
