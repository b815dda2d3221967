/** The shapes of the deliveries area, read from the API's generated types, and how they are said. */
import type { Payload, RequestBody } from '../../../../shared/api-payload.ts';
import { locale, type TextKey, t } from '../../i18n.ts';

export type WebhookPage = Payload<'getWebhooks'>;
export type Webhook = Payload<'getWebhooksWebhookId'>;
export type CreatedWebhook = Payload<'postWebhooks'>;
export type WebhookWrite = RequestBody<'postWebhooks'>;
export type DeliveryPage = Payload<'getDeliveries'>;
export type Delivery = DeliveryPage['entries'][number];
export type Attempt = Delivery['attempts'][number];
export type Channel = Delivery['channel'];
export type DeliveryStatus = Delivery['status'];

/** The events a subscription may listen to (the spec's enum, DESIGN §8), in the order offered. */
export const EVENTS = [
  'READY_FOR_DOWNLOAD',
  'AUTOMATION_FAILED',
  'BULK_IMPORT_FINISHED',
  'ALERT_FIRED',
] as const;

export const CHANNELS: readonly Channel[] = ['webhook', 'push', 'email'];
export const STATUSES: readonly DeliveryStatus[] = ['pending', 'succeeded', 'failed'];

/** An event's name for people; an event the console does not know yet keeps its code. */
export function eventName(event: string): string {
  return NAMED_EVENTS.has(event) ? t(`deliveries.event.${event}` as TextKey) : event;
}

/** Every event with a name in the texts: the subscriptions' and the other channels' kinds. */
const NAMED_EVENTS = new Set<string>([...EVENTS, 'SUBMISSION_PUSH', 'CUSTOMER_INVITATION']);

/** A date and time as the browser's variant of the page's language writes it, seconds included. */
export function when(iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}

/** An address Ferry may call: absolute, http or https (the server checks the rest: 409 on `url`). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A day alone, where the time would only crowd a list. */
export function day(iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
