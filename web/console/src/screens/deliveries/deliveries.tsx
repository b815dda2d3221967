/**
 * The deliveries area: the log of every channel at /app/deliveries, the webhook subscriptions at
 * /app/deliveries/webhooks and one subscription at /app/deliveries/webhooks/{id}.
 */
import { segments } from '../../router.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { WebhookList } from './webhook-list.tsx';
import { WebhookPage } from './webhook-page.tsx';

export function Deliveries() {
  const [, section, id] = segments();
  if (section === 'webhooks' && id) return <WebhookPage key={id} webhookId={id} />;
  return section === 'webhooks' ? <WebhookList /> : <DeliveryLog />;
}
