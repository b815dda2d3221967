/** Access tokens for customers (senders), minted by the receiver (owner/admin). */
import { Type } from 'typebox';
import { ok } from '../reply.ts';
import { CustomerParams } from '../schemas/customer.ts';
import { Envelope } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const CustomerTokenSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
  customer_id: Type.String({ format: 'uuid' }),
});

export default async function customerTokenRoutes(app: App): Promise<void> {
  app.post(
    '/customer/:customerId/token',
    {
      schema: {
        tags: ['Receiver'],
        summary: 'Mint an access token for a customer (UUID, external ID or e-mail)',
        params: CustomerParams,
        body: Type.Optional(
          Type.Object(
            {
              expires_in: Type.Optional(
                Type.Integer({
                  minimum: 60,
                  maximum: 86_400,
                  description: 'Lifetime in seconds (default 3600)',
                }),
              ),
            },
            { additionalProperties: false },
          ),
        ),
        response: { 200: Envelope(CustomerTokenSchema) },
      },
      // The body is optional: a POST without one means the defaults.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.customerTokens.mint(
          request.principal,
          request.params.customerId,
          request.body?.expires_in,
        ),
      ),
  );
}
