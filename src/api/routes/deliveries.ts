/** What Ferry sent outside (webhooks, pushes, e-mails) in one list, and retrying a failed delivery. */
import { ok } from '../reply.ts';
import {
  DeliveryListSchema,
  DeliveryPageSchema,
  DeliveryParams,
  DeliveryQuerySchema,
} from '../schemas/delivery.ts';
import { Envelope } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const tags = ['Receiver'];

export default async function deliveryRoutes(app: App): Promise<void> {
  const deliveries = app.services.deliveries;

  app.get(
    '/deliveries',
    {
      schema: {
        tags,
        summary: 'Webhook deliveries, pushes and e-mails, newest first, each with its attempts',
        description:
          'Keyset paged: pass the answer’s `next_cursor` as `cursor` for the next page. Recorded e-mails are ' +
          'those sent for the organisation’s work (customer invitations); messages carrying a secret (login ' +
          'codes, reset and member invitation links) are never kept.',
        querystring: DeliveryQuerySchema,
        response: { 200: Envelope(DeliveryPageSchema) },
      },
    },
    async (request) => ok(request, await deliveries.list(request.principal, request.query)),
  );

  app.post(
    '/delivery/:deliveryId/retry',
    {
      schema: {
        tags,
        summary: 'Send a failed delivery again through its channel',
        description:
          'A webhook is redelivered at once with the same webhook-id (as `POST /webhooks/{id}/deliveries/' +
          '{deliveryId}/retry`), a push makes one more attempt in the background from the first row not yet ' +
          'delivered, an e-mail is sent again as it was. 409 unless the delivery failed. Owners and admins only.',
        params: DeliveryParams,
        response: { 200: Envelope(DeliveryListSchema) },
      },
    },
    async (request) => ok(request, await deliveries.retry(request.principal, request.params.deliveryId)),
  );
}
