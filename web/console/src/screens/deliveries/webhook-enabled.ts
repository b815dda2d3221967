/** Turning a subscription on or off: PUT of `enabled` alone, the rest kept by the server. */
import { request } from '../../session.ts';
import type { Webhook, WebhookWrite } from './types.ts';

export function setEnabled(webhook: Webhook, enabled: boolean): Promise<Webhook> {
  const body: WebhookWrite = { enabled };
  return request<Webhook>('PUT', `/webhooks/${webhook.webhook_id}`, body);
}
