/**
 * What the rest of Ferry tells subscriptions about. Services that raise an event take a
 * `PublishEvent` in their constructor; the webhooks service is its one implementation.
 */

/** The events a subscription may listen to (DESIGN §8). */
export const EVENT_TYPES = [
  'READY_FOR_DOWNLOAD',
  'AUTOMATION_FAILED',
  'BULK_IMPORT_FINISHED',
  'ALERT_FIRED',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export interface FerryEvent {
  /** The organisation whose subscriptions hear it. */
  organisationId: string;
  type: EventType;
  /** The template it concerns, heard by subscriptions bound to it; null for none (customer imports). */
  templateId: string | null;
  /** The resource sent as `data`, as its GET route returns it. */
  data: unknown;
}

export type PublishEvent = (event: FerryEvent) => Promise<void>;
