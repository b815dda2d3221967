/** `GET /deliveries` and `POST /delivery/{deliveryId}/retry`: the three channels in one shape. */
import { Type } from 'typebox';
import { Uuid } from './envelope.ts';

const Channel = Type.Union([Type.Literal('webhook'), Type.Literal('push'), Type.Literal('email')]);
const Status = Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]);
const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const DeliveryParams = Type.Object({ deliveryId: Uuid });

export const DeliveryQuerySchema = Type.Object({
  channel: Type.Optional(Channel),
  status: Type.Optional(Status),
  submission_id: Type.Optional(Uuid),
  from: Type.Optional(Type.String({ description: 'ISO 8601: deliveries made at or after it' })),
  to: Type.Optional(Type.String({ description: 'ISO 8601: deliveries made before it' })),
  cursor: Type.Optional(Type.String({ description: 'The `next_cursor` of the previous page' })),
  per_page: Type.Optional(Type.Integer({ description: 'Deliveries per page, 1–100', default: 20 })),
});

export const DeliveryListSchema = Type.Object({
  delivery_id: Type.String({
    format: 'uuid',
    description: 'A webhook delivery’s or an e-mail’s id; a push’s is its submission’s id',
  }),
  channel: Channel,
  target: Type.Union([Type.String(), Type.Null()], {
    description: 'The URL called (a push’s as the template now says) or the e-mail address',
  }),
  event: Type.String({
    description:
      'The webhook event, `SUBMISSION_PUSH` for a push, or the e-mail’s kind (`CUSTOMER_INVITATION`)',
  }),
  submission_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  status: Status,
  attempts: Type.Array(
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      status_code: Type.Union([Type.Integer(), Type.Null()], {
        description: 'The HTTP status answered; null for an e-mail or when no answer came',
      }),
      duration_ms: Type.Integer(),
      excerpt: Type.Union([Type.String(), Type.Null()], {
        description: 'The start of the answer, or why the attempt failed',
      }),
    }),
    { description: 'Oldest first; a push lists each request it made' },
  ),
  next_attempt_at: Type.Union([NullableDate], {
    description: 'When the next automatic webhook attempt is due; null when none is planned',
  }),
  created_at: Type.String({ format: 'date-time' }),
});

export const DeliveryPageSchema = Type.Object({
  entries: Type.Array(DeliveryListSchema),
  next_cursor: Type.Union([Type.String(), Type.Null()], {
    description: 'Pass as `cursor` for the next (older) page; null on the last page',
  }),
});
