/**
 * Request and response shapes of feeds (DESIGN §7). Every write property is optional here: the
 * service names a missing one with its path (409); wrong JSON types are a 400.
 */
import { Type } from 'typebox';
import { Uuid } from './envelope.ts';
import { acceptingReadShape } from './read-only.ts';

const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const FeedSchema = Type.Object({
  feed_id: Type.String({ format: 'uuid' }),
  customer_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: "The customer who owns the feed's source; null: the receiver's own",
  }),
  name: Type.String(),
  source_id: Type.String({ format: 'uuid' }),
  template_handle: Type.String(),
  connector_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  cron: Type.Union([Type.String(), Type.Null()], {
    description: '5-field cron expression (minute hour day-of-month month day-of-week); null: no schedule',
  }),
  timezone: Type.String({ description: 'IANA time zone the schedule is read in' }),
  auto_submit: Type.Boolean(),
  enabled: Type.Boolean({
    description: 'false: paused (no schedule, no e-mail runs; a run by hand still works)',
  }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  last_run_at: NullableDate,
  next_run_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'The next scheduled run; null without a schedule or while paused',
  }),
});

export const FeedWriteBody = Type.Object(
  {
    name: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'Required on creation, not blank, 255 characters at most',
      }),
    ),
    source_id: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          'A source of the organisation (a customer: its own) other than an upload source. Required on creation',
      }),
    ),
    template_handle: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: "A template the source's owner may use. Required on creation",
      }),
    ),
    connector_id: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'A connector saved on the template; null for none',
      }),
    ),
    cron: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'When to run: 5-field cron expression, e.g. `0 6 * * 1-5`; null or absent: no schedule',
      }),
    ),
    timezone: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'IANA time zone of the schedule; default UTC',
      }),
    ),
    auto_submit: Type.Optional(
      Type.Boolean({ description: 'Runs go on to a submission by themselves; default true' }),
    ),
    enabled: Type.Optional(Type.Boolean({ description: 'false pauses the feed; default true' })),
  },
  { additionalProperties: false },
);

/** A feed as read is accepted back: its id, owner and timestamps are ignored. */
export const FeedUpdateBody = acceptingReadShape(FeedWriteBody, FeedSchema);

export const FeedParams = Type.Object({ feedId: Uuid });

export const FeedRunSchema = Type.Object({
  transformation_id: Type.String({ format: 'uuid' }),
  automation_id: Type.String({ format: 'uuid' }),
  type: Type.Enum(['upload', 'schedule', 'email', 'manual']),
  step: Type.String(),
  details: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the run failed or stopped for a review, in English; null otherwise',
  }),
  original_name: Type.Union([Type.String(), Type.Null()], {
    description: 'The name of the file the run found; null when it found none',
  }),
  submission_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'The submission the run made; null until it made one',
  }),
  created_at: Type.String({ format: 'date-time' }),
});
