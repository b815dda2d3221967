/**
 * Every answer a test receives is checked against the served OpenAPI document: its route and
 * method, its status and, when it has a body, its media type must be documented, so that a client
 * generated from the document understands every answer the service gives. The test app records
 * what is not documented and fails on close.
 */
import type { FastifyInstance } from 'fastify';

/** One answer as the service gave it. */
export interface Answer {
  method: string;
  /** The route pattern, as Fastify knows it (`/template/:templateHandle`). */
  route: string;
  status: number;
  /** The Content-Type header, or null when the answer has no body. */
  contentType: string | null;
}

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
  >;
}

/** `/template/:templateHandle` → `/template/{templateHandle}`. */
export function openApiPath(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Why `answer` is not in the document, or null when it is. */
export function undocumentedAnswer(doc: OpenApiDocument, answer: Answer): string | null {
  const where = `${answer.method} ${answer.route} → ${answer.status}`;
  const operation = doc.paths?.[openApiPath(answer.route)]?.[answer.method.toLowerCase()];
  if (!operation) return `${where}: the operation is not documented`;
  const status = String(answer.status);
  const responses = operation.responses ?? {};
  const response = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
  if (!response) return `${where}: the status is not documented`;
  if (answer.contentType === null) return null;
  const media = answer.contentType.split(';')[0]!.trim().toLowerCase();
  if (!response.content || !(media in response.content)) {
    const documented = Object.keys(response.content ?? {}).join(', ') || 'no body';
    return `${where}: ${media} is not documented (${documented})`;
  }
  return null;
}

/**
 * Adds to `app` (before it is ready) a hook that checks each answer of a documented route and
 * pushes the undocumented ones to `sink`. The document is read once, after the app is ready.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance, sink: string[]): void {
  let doc: OpenApiDocument | null = null;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Unmatched URLs (404 of no route), the documentation pages and HEAD have no operation of their own.
    if (!route || request.method === 'HEAD' || route.startsWith('/docs')) return;
    if ((request.routeOptions.schema as { hide?: boolean } | undefined)?.hide) return;
    doc ??= app.swagger() as OpenApiDocument;
    const type = reply.getHeader('content-type');
    const length = reply.getHeader('content-length');
    const empty = type === undefined || length === 0 || length === '0';
    const problem = undocumentedAnswer(doc, {
      method: request.method,
      route,
      status: reply.statusCode,
      contentType: empty ? null : String(type),
    });
    if (problem) sink.push(problem);
  });
}
