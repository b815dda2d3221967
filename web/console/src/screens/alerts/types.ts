/** The alert shapes the console reads and sends, from the API's generated types. */
import type { Payload, RequestBody } from '../../../../shared/api-payload.ts';

export type Alert = Payload<'getAlertAlertId'>;
export type AlertPage = Payload<'getAlerts'>;
export type AlertBody = RequestBody<'postAlerts'>;
export type AlertKind = Alert['kind'];
export type Member = Payload<'getMembers'>['entries'][number];
export type Webhook = Payload<'getWebhooks'>['entries'][number];

export const KINDS: readonly AlertKind[] = ['automation_failed', 'feed_silent', 'error_rate'];
