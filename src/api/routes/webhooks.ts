/** Webhook subscriptions of the receiver, their delivery log and manual redelivery (DESIGN §8). */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { ok } from '../reply.ts';
import { Envelope, PageQuery, PageSchema } from '../schemas/envelope.ts';
import {
  CreatedWebhookSchema,
  DeliverySchema,
  WebhookDeliveryParams,
  WebhookParams,
  WebhookSchema,
  WebhookWriteBody,
} from '../schemas/webhook.ts';
import type { App } from '../types.ts';

const tags = ['Integrations'];
const PLAN = 'Needs the plan permission X_WEBHOOKS (402 without it).';

export default async function webhookRoutes(app: App): Promise<void> {
  const webhooks = app.services.webhooks;

  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Subscribe a URL to events',
        description: `Answers with the subscription and its \`whsec_…\` signing secret, shown only here. ${PLAN}`,
        body: WebhookWriteBody,
        response: { 200: Envelope(CreatedWebhookSchema) },
      },
    },
    async (request) => ok(request, await webhooks.create(request.principal, request.body)),
  );

  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'List the subscriptions, oldest first',
        querystring: Type.Object(PageQuery),
        response: { 200: Envelope(PageSchema(WebhookSchema)) },
      },
    },
    async (request) => ok(request, await webhooks.list(request.principal, pageRequest(request.query))),
  );

  app.get(
    '/webhooks/:webhookId',
    {
      schema: {
        tags,
        summary: 'Read a subscription (never its secret)',
        params: WebhookParams,
        response: { 200: Envelope(WebhookSchema) },
      },
    },
    async (request) => ok(request, await webhooks.get(request.principal, request.params.webhookId)),
  );

  app.put(
    '/webhooks/:webhookId',
    {
      schema: {
        tags,
        summary: 'Change a subscription: URL, events, templates, enabled',
        description:
          'A property not sent keeps its value; the signing secret is kept. Deliveries still pending go to the new URL. ' +
          `Disabled, the subscription gets no new deliveries; those already made keep their retries. ${PLAN}`,
        params: WebhookParams,
        body: WebhookWriteBody,
        response: { 200: Envelope(WebhookSchema) },
      },
    },
    async (request) =>
      ok(request, await webhooks.update(request.principal, request.params.webhookId, request.body)),
  );

  app.delete(
    '/webhooks/:webhookId',
    {
      schema: {
        tags,
        summary: 'Delete a subscription; its pending deliveries are given up',
        description: PLAN,
        params: WebhookParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (request, reply) => {
      await webhooks.delete(request.principal, request.params.webhookId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/webhooks/:webhookId/deliveries',
    {
      schema: {
        tags,
        summary: "A subscription's deliveries, newest first, each with every attempt",
        params: WebhookParams,
        querystring: Type.Object(PageQuery),
        response: { 200: Envelope(PageSchema(DeliverySchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await webhooks.deliveries(request.principal, request.params.webhookId, pageRequest(request.query)),
      ),
  );

  app.post(
    '/webhooks/:webhookId/deliveries/:deliveryId/retry',
    {
      schema: {
        tags,
        summary: 'Send a delivery again now, with the same webhook-id',
        description:
          'Makes one attempt before answering (up to 15 s) and answers with the delivery, that attempt last. ' +
          `A success marks the delivery succeeded; a failure leaves its status and retry schedule as they were. ${PLAN}`,
        params: WebhookDeliveryParams,
        response: { 200: Envelope(DeliverySchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await webhooks.retry(request.principal, request.params.webhookId, request.params.deliveryId),
      ),
  );
}
