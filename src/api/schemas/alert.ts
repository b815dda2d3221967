/** Request and response shapes of alerts (DESIGN §10). */
import { Type } from 'typebox';

const KINDS = 'automation_failed, feed_silent or error_rate';

/** Every property is optional in the schema: the service reports a missing one with its path (409). */
export const AlertWriteBody = Type.Object(
  {
    kind: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: `${KINDS}. Required` })),
    template_handles: Type.Optional(
      Type.Union([Type.Array(Type.String()), Type.Null()], {
        description: 'Only these templates; absent, null or empty for every template',
      }),
    ),
    feed_id: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'The feed watched: required for feed_silent, refused for the other kinds',
      }),
    ),
    threshold: Type.Optional(
      Type.Union([Type.Number(), Type.Null()], {
        description:
          'error_rate only (required there): fires when rows in error / rows of a submission is above it, 0–1',
      }),
    ),
    recipients: Type.Optional(
      Type.Union([Type.Array(Type.String()), Type.Null()], {
        description:
          'E-mails of members of the organisation to e-mail; at least one unless webhook_id is given',
      }),
    ),
    webhook_id: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'A webhook of the organisation sent ALERT_FIRED, whatever events it lists',
      }),
    ),
    enabled: Type.Optional(Type.Boolean({ description: 'A disabled alert never fires; default true' })),
  },
  { additionalProperties: false },
);

export const AlertSchema = Type.Object({
  alert_id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(['automation_failed', 'feed_silent', 'error_rate'], { description: KINDS }),
  template_handles: Type.Union([Type.Array(Type.String()), Type.Null()], {
    description: 'Templates watched; null for every template',
  }),
  feed_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'feed_silent only' }),
  threshold: Type.Union([Type.Number(), Type.Null()], {
    description: 'error_rate only: fraction of rows, 0–1',
  }),
  recipients: Type.Array(Type.String(), { description: 'E-mails of the members told' }),
  webhook_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  enabled: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const AlertParams = Type.Object({
  alertId: Type.String({ format: 'uuid', description: 'The alert (its UUID)' }),
});
