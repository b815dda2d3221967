/**
 * OpenAPI 3.1.0 from the route schemas. Every route gets the shared error responses and the bearer
 * requirement (unless public) added here, so each route file only declares what is its own.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorResponse } from '../schemas/envelope.ts';
import { FAVICON_SVG } from './favicon.ts';

/**
 * The specification's four tags, in the order a newcomer works: sign in and keys (Integrations),
 * describe the templates (Receiver), send files (Sender); the demos, which change nothing, last.
 * The reference page at /docs shows the tags in this order.
 */
export const TAGS = [
  { name: 'Integrations', description: 'Authentication, API keys, webhooks, bulk imports' },
  { name: 'Receiver', description: 'Templates, columns, constraints and customers' },
  { name: 'Sender', description: 'Transformations, sources and submissions of senders' },
  { name: 'Get started', description: 'Demo endpoints with no effect on data' },
];

/**
 * The document's server, relative to the document: the reference page then calls the host it was
 * opened at (`127.0.0.1`, a LAN name, the public one), where an absolute `FERRY_PUBLIC_URL` would
 * be another origin the browser blocks. Only the public URL's path is kept, for a server mounted
 * under a prefix behind a proxy.
 */
export function serverUrl(publicUrl: string): string {
  const path = new URL(publicUrl).pathname.replace(/\/+$/, '');
  return path || '/';
}

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'The request cannot be read: not JSON, a wrong type, an unknown property, a NUL character',
  '401': 'No valid bearer token',
  '402': 'A permission or a higher limit is needed',
  '403': 'Authenticated but not allowed',
  '404': 'No such resource in your organisation',
  '409': 'A property value violates a rule (exception.violation)',
  '413': 'The body is larger than the route accepts',
  '414': 'A path parameter is longer than accepted (exception.parameter_too_long)',
  '429': 'Rate limited; see Retry-After',
  '500': 'Internal error',
};

/** Methods whose requests Fastify reads a body for, and so may refuse as too large. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses a route can answer, from what it is: any request may be unreadable (400) or
 * rate limited (429); a token is checked (401), and with it roles and plans (402, 403), unless the
 * route is public; a route that names a resource or is authenticated can miss it (404); one that
 * takes input can break a rule (409); one that takes a body can send too much (413); one with a
 * path parameter can be sent one too long (414, before the token is even read). A route
 * declares in its own schema any other answer it gives (the token grant's 401).
 */
export function errorStatuses(route: RouteOptions, method: string): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const isPublic = route.config?.public === true;
  const takesInput = Boolean(schema.params || schema.querystring || schema.body);
  const statuses = ['400', '429', '500'];
  if (!isPublic) statuses.push('401', '402', '403');
  if (!isPublic || schema.params) statuses.push('404');
  if (!isPublic || takesInput) statuses.push('409');
  if (WITH_BODY.has(method)) statuses.push('413');
  if (route.url.includes(':')) statuses.push('414');
  return statuses.sort();
}

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
  for (const status of errorStatuses(route, method)) {
    response[status] ??= ErrorResponse(ERROR_DESCRIPTIONS[status]!);
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
      servers: [{ url: serverUrl(publicUrl), description: 'This server, as the document was reached' }],
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
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    // Ferry's icon rather than Swagger's: the same picture as /favicon.svg, served under /docs.
    theme: {
      title: 'Ferry API',
      favicon: [
        { filename: 'favicon.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: FAVICON_SVG },
      ],
    },
  });
}
