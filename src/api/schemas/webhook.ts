/** Request and response shapes of webhook subscriptions and their delivery log. */
import { Type } from 'typebox';

const EVENTS = 'READY_FOR_DOWNLOAD, AUTOMATION_FAILED, BULK_IMPORT_FINISHED or ALERT_FIRED';

/** Every property is optional in the schema: the service reports a missing one with its path (409). */
export const WebhookWriteBody = Type.Object(
  {
    url: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          'Where deliveries are POSTed: http or https, at most 2000 characters, not in a private network. Required',
      }),
    ),
    events: Type.Optional(
      Type.Union([Type.Array(Type.String()), Type.Null()], {
        description: `Events listened to, at least one: ${EVENTS}`,
      }),
    ),
    template_handles: Type.Optional(
      Type.Union([Type.Array(Type.String()), Type.Null()], {
        description: 'Only events of these templates; absent, null or empty for every template',
      }),
    ),
    enabled: Type.Optional(
      Type.Boolean({ description: 'A disabled subscription is sent nothing; default true' }),
    ),
  },
  { additionalProperties: false },
);

const WebhookFields = {
  webhook_id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  events: Type.Array(Type.String(), { description: EVENTS }),
  template_handles: Type.Union([Type.Array(Type.String()), Type.Null()], {
    description: 'Templates listened to; null for every template of the organisation',
  }),
  enabled: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
};

export const WebhookSchema = Type.Object(WebhookFields);

export const CreatedWebhookSchema = Type.Object({
  ...WebhookFields,
  secret: Type.String({
    description: 'The `whsec_…` secret deliveries are signed with (Standard Webhooks). Shown only here',
  }),
});

export const AttemptSchema = Type.Object({
  attempt: Type.Integer({ description: 'From 1, automatic and manual attempts alike' }),
  automatic: Type.Boolean({ description: 'False for an attempt asked for with the retry route' }),
  started_at: Type.String({ format: 'date-time' }),
  status_code: Type.Union([Type.Integer(), Type.Null()], { description: 'Null when no answer came' }),
  duration_ms: Type.Integer(),
  response_excerpt: Type.Union([Type.String(), Type.Null()], {
    description: 'The first 1 KB of the answer',
  }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why the attempt did not succeed' }),
});

export const DeliverySchema = Type.Object({
  delivery_id: Type.String({ format: 'uuid' }),
  webhook_id: Type.String({ format: 'uuid' }),
  type: Type.String({ description: EVENTS }),
  message_id: Type.String({ description: 'The `webhook-id` header of every attempt of this delivery' }),
  status: Type.Enum(['pending', 'succeeded', 'failed'], {
    description: '`pending` while tries remain, `succeeded` once a 2xx came, `failed` once given up',
  }),
  created_at: Type.String({ format: 'date-time' }),
  next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  payload: Type.Unknown({ description: 'The body sent: `{type, timestamp, data}`' }),
  attempts: Type.Array(AttemptSchema),
});

// A format rather than the shared pattern: a malformed id is then named "not a valid UUID".
const webhookId = Type.String({ format: 'uuid', description: 'The subscription (its UUID)' });
const deliveryId = Type.String({ format: 'uuid', description: 'The delivery (its UUID)' });

export const WebhookParams = Type.Object({ webhookId });
export const WebhookDeliveryParams = Type.Object({ webhookId, deliveryId });
