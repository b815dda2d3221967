/** The audit log: who changed what and who signed in, newest first (owners and admins). */
import { Type } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../services/audit/audit-recorder.ts';
import { ok } from '../reply.ts';
import { Envelope } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);

const AuditEntrySchema = Type.Object({
  event_id: Type.String({ format: 'uuid' }),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Object({
    type: Type.String({ description: '`user`, `api_key`, `customer` or `system` (jobs)' }),
    id: Type.Union([Type.String(), Type.Null()], { description: 'Null for `system`' }),
    label: Type.Union([Type.String(), Type.Null()], {
      description:
        "The user's e-mail, the API key's name or the customer's e-mail (else name), as at the time",
    }),
  }),
  ip: Type.Union([Type.String(), Type.Null()], { description: 'The client address; null for `system`' }),
  action: Type.String({ description: AUDIT_ACTIONS.map((a) => `\`${a}\``).join(', ') }),
  resource_type: Type.String({ description: AUDIT_RESOURCES.map((r) => `\`${r}\``).join(', ') }),
  resource_id: NullableString,
  before: Type.Unknown({
    description: 'The resource as the API showed it before; null on create. Secrets `********`',
  }),
  after: Type.Unknown({
    description: 'The resource as the API shows it after; null on delete. Secrets `********`',
  }),
});

const AuditQuerySchema = Type.Object({
  actor: Type.Optional(
    Type.String({ description: 'The id of a user, an API key or a customer, or `system`' }),
  ),
  resource_type: Type.Optional(Type.String({ description: AUDIT_RESOURCES.join(', ') })),
  resource_id: Type.Optional(Type.String()),
  action: Type.Optional(Type.String({ description: AUDIT_ACTIONS.join(', ') })),
  from: Type.Optional(Type.String({ description: 'ISO 8601; entries at or after' })),
  to: Type.Optional(Type.String({ description: 'ISO 8601; entries before' })),
  cursor: Type.Optional(Type.String({ description: 'The `next_cursor` of the previous page' })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '1–100, default 20' })),
});

export default async function auditLogRoutes(app: App): Promise<void> {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['Receiver'],
        summary: 'Read the audit log, newest first',
        description:
          'Every change to templates, columns, constraints, customers, sources, feeds, connectors, ' +
          'webhooks, alerts, members, API keys and the organisation, every replay and delivery retry, and ' +
          'every sign-in, with its actor and ' +
          'address. Owners and admins only; members get 403. Paged by `cursor` / `next_cursor`.',
        querystring: AuditQuerySchema,
        response: {
          200: Envelope(
            Type.Object({
              entries: Type.Array(AuditEntrySchema),
              items_per_page: Type.Integer(),
              next_cursor: Type.Union([Type.String(), Type.Null()], {
                description: 'Pass as `cursor` for older entries; null on the last page',
              }),
            }),
          ),
        },
      },
    },
    async (request) => ok(request, await app.services.auditLog.list(request.principal, request.query)),
  );
}
