/**
 * Alerts (DESIGN §10): an automation failing, a feed gone silent, a submission with too many rows
 * in error, told by e-mail to members and as ALERT_FIRED to a webhook, at most once an hour per
 * alert and cause. Any user of the organisation reads them; owners and admins write them.
 */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { ok } from '../reply.ts';
import { AlertParams, AlertSchema, AlertWriteBody } from '../schemas/alert.ts';
import { Envelope, PageQuery, PageSchema } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const tags = ['Integrations'];
const WRITE = 'Owners and admins (and API keys); members read only (403).';

export default async function alertRoutes(app: App): Promise<void> {
  const alerts = app.services.alerts;

  app.get(
    '/alerts',
    {
      schema: {
        tags,
        summary: "List the organisation's alerts, oldest first",
        querystring: Type.Object({
          ...PageQuery,
          cursor: Type.Optional(
            Type.String({ description: 'The next_cursor of the page before; page is then not used' }),
          ),
        }),
        response: {
          200: Envelope(
            Type.Object({
              ...PageSchema(AlertSchema).properties,
              next_cursor: Type.Union([Type.String(), Type.Null()], {
                description: 'Where the next page starts; null on the last page',
              }),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(request, await alerts.list(request.principal, pageRequest(request.query), request.query.cursor)),
  );

  app.post(
    '/alerts',
    {
      schema: {
        tags,
        summary: 'Create an alert',
        description: `Every broken rule is a 409 violation on its property. ${WRITE}`,
        body: AlertWriteBody,
        response: { 200: Envelope(AlertSchema) },
      },
    },
    async (request) => ok(request, await alerts.create(request.principal, request.body)),
  );

  app.get(
    '/alert/:alertId',
    {
      schema: {
        tags,
        summary: 'Read an alert',
        params: AlertParams,
        response: { 200: Envelope(AlertSchema) },
      },
    },
    async (request) => ok(request, await alerts.get(request.principal, request.params.alertId)),
  );

  app.put(
    '/alert/:alertId',
    {
      schema: {
        tags,
        summary: 'Change an alert',
        description:
          'A property not sent keeps its value, except that a new kind drops the feed or threshold of the old one. ' +
          WRITE,
        params: AlertParams,
        body: AlertWriteBody,
        response: { 200: Envelope(AlertSchema) },
      },
    },
    async (request) =>
      ok(request, await alerts.update(request.principal, request.params.alertId, request.body)),
  );

  app.delete(
    '/alert/:alertId',
    {
      schema: {
        tags,
        summary: 'Delete an alert',
        description: WRITE,
        params: AlertParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (request, reply) => {
      await alerts.delete(request.principal, request.params.alertId);
      return reply.status(204).send(null);
    },
  );
}
