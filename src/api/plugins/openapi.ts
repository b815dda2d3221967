/**
 * OpenAPI 3.1.0 from the route schemas. Every route gets the shared error responses and the bearer
 * requirement (unless public) added here, so each route file only declares what is its own.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Type } from 'typebox';

export const TAGS = [
  { name: 'Get started', description: 'Demo endpoints with no effect on data' },
  { name: 'Sender', description: 'Transformations, sources and submissions of senders' },
  { name: 'Receiver', description: 'Templates, columns, constraints and customers' },
  { name: 'Integrations', description: 'Authentication, API keys, webhooks, bulk imports' },
];

const ERROR_STATUSES: Record<string, string> = {
  '400': 'The body is not JSON or cannot be mapped to the expected shape',
  '401': 'No valid bearer token',
  '402': 'A permission or a higher limit is needed',
  '403': 'Authenticated but not allowed',
  '404': 'No such resource in your organisation',
  '409': 'A property value violates a rule (exception.violation)',
  '429': 'Rate limited; see Retry-After',
  '500': 'Internal error',
};

const errorRef = Type.Ref('ErrorEnvelope');

/** `GET /template/:templateHandle/columns` → `getTemplateTemplateHandleColumns`. */
export function operationId(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function decorateRoute(route: RouteOptions): void {
  if (route.url.startsWith('/docs')) return;
  route.schema ??= {};
  const schema = route.schema as Record<string, unknown>;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  schema.operationId ??= operationId(method, route.url);
  schema.response ??= {};
  const response = schema.response as Record<string, unknown>;
  const isPublic = route.config?.public === true;
  for (const [status, description] of Object.entries(ERROR_STATUSES)) {
    if (isPublic && (status === '401' || status === '403' || status === '402')) continue;
    response[status] ??= { ...errorRef, description };
  }
  if (!isPublic) schema.security ??= [{ bearerAuth: [] }];
  else schema.security ??= [];
}

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  app.addHook('onRoute', decorateRoute);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ferry',
        version: '1.0.0',
        description: 'Open, self-hostable data transformation service.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: publicUrl }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Access token or API key' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
}
