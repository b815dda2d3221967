/** Templates: `POST /template`, `GET`/`PUT`/`DELETE /template/{handle}`, `GET /templates`, the format test. */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { ok } from '../reply.ts';
import { Envelope, PageSchema } from '../schemas/envelope.ts';
import {
  FormatTestBody,
  FormatTestSchema,
  TemplateBody,
  TemplateHandleParams,
  TemplateListQuerySchema,
  TemplateReadSchema,
  TemplateSchema,
  TemplateUpdateBody,
} from '../schemas/template.ts';
import type { App } from '../types.ts';

const tags = ['Receiver'];
// Reads are open to senders (customer tokens) too; the service limits them to the templates they may use.
const readTags = ['Receiver', 'Sender'];
const customer = { customer: true };
const SENDER_READ =
  'A customer token (sender) sees only the enabled templates it may use: `public` ones, and `restricted` ones that list the customer.';

/**
 * Reads `GET /templates`' query from the URL: Fastify's parser leaves `user_metadata[0][name]` as a
 * flat key, and query values arrive as strings. Integers and booleans are converted when they read
 * as such; anything else stays a string so the schema reports it (400 or 409).
 */
export function readListQuery(url: string): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  const metadata: Record<string, Record<string, string>> = {};
  for (const [key, value] of new URLSearchParams(url.split('?')[1] ?? '')) {
    const bracket = /^user_metadata\[(\d{1,3})\]\[([a-z_]+)\]$/.exec(key);
    if (bracket) {
      const entry = metadata[bracket[1]!] ?? {};
      entry[bracket[2]!] = value;
      metadata[bracket[1]!] = entry;
    } else if (key === 'page' || key === 'per_page')
      query[key] = /^-?\d{1,9}$/.test(value) ? Number(value) : value;
    else if (key === 'is_enabled') query[key] = value === '' || value === 'null' ? null : booleanOf(value);
    else query[key] = value;
  }
  const entries = Object.entries(metadata).sort(([a], [b]) => Number(a) - Number(b));
  if (entries.length) query.user_metadata = entries.map(([, entry]) => entry);
  return query;
}

function booleanOf(value: string): boolean | string {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

export default async function templateRoutes(app: App): Promise<void> {
  app.post(
    '/template',
    {
      schema: {
        tags,
        summary: 'Create a template',
        body: TemplateBody,
        response: { 200: Envelope(TemplateReadSchema) },
      },
    },
    async (request) => ok(request, await app.services.templates.create(request.principal, request.body)),
  );

  app.get(
    '/template/:templateHandle',
    {
      config: customer,
      schema: {
        tags: readTags,
        summary: 'Read a template (every field, file_name unresolved); senders read those they may use',
        description: `${SENDER_READ} Any other template answers 403. \`problems\` lists the references to columns the template does not have.`,
        params: TemplateHandleParams,
        response: { 200: Envelope(TemplateReadSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.templates.get(request.principal, request.params.templateHandle)),
  );

  app.put(
    '/template/:templateHandle',
    {
      schema: {
        tags,
        summary: 'Update a template: only the sent properties change',
        params: TemplateHandleParams,
        body: TemplateUpdateBody,
        response: { 200: Envelope(TemplateReadSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.templates.update(request.principal, request.params.templateHandle, request.body),
      ),
  );

  app.delete(
    '/template/:templateHandle',
    {
      schema: {
        tags,
        summary: 'Delete a template with its columns and constraints',
        params: TemplateHandleParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (request, reply) => {
      await app.services.templates.delete(request.principal, request.params.templateHandle);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/templates',
    {
      preValidation: async (request) => {
        request.query = readListQuery(request.url) as typeof request.query;
      },
      config: customer,
      schema: {
        tags: readTags,
        summary: 'List templates, filtered and paginated; senders list those they may use',
        description: `${SENDER_READ} Filters and pagination apply within them.`,
        querystring: TemplateListQuerySchema,
        response: { 200: Envelope(PageSchema(TemplateSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.templates.list(request.principal, request.query, pageRequest(request.query)),
      ),
  );

  app.post(
    '/template/:templateHandle/format/test',
    {
      // Renders sample rows and stores nothing: a read, open to members.
      config: { member: true },
      schema: {
        tags,
        summary: 'Render sample rows with the saved format, or with a format being tried',
        params: TemplateHandleParams,
        body: FormatTestBody,
        response: { 200: Envelope(FormatTestSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.templates.testFormat(
          request.principal,
          request.params.templateHandle,
          request.body,
        ),
      ),
  );
}
