/**
 * The deliveries area: the log of every channel at /app/deliveries, the webhook subscriptions at
 * /app/deliveries/webhooks and one subscription at /app/deliveries/webhooks/{id}.
 */
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n.ts';
import { segments } from '../../router.ts';
import { Link } from '../../ui/link.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { WebhookList } from './webhook-list.tsx';
import { WebhookPage } from './webhook-page.tsx';

export function Deliveries() {
  const [, section, id] = segments();
  if (section === 'webhooks' && id) return <WebhookPage key={id} webhookId={id} />;
  return section === 'webhooks' ? <WebhookList /> : <DeliveryLog />;
}

/** The two parts of the area, as links under the page's title, with the part's main action at the end. */
export function Sections(props: { current: 'log' | 'webhooks'; action?: ComponentChildren }) {
  return (
    <nav class="deliveries-sections" aria-label={t('deliveries.sections')}>
      <Link to="deliveries" class="deliveries-section" current={props.current === 'log'}>
        {t('deliveries.section.log')}
      </Link>
      <Link to="deliveries/webhooks" class="deliveries-section" current={props.current === 'webhooks'}>
        {t('deliveries.section.webhooks')}
      </Link>
      {props.action && <div class="deliveries-tools">{props.action}</div>}
    </nav>
  );
}
