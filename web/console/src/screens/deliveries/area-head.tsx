/** The area's title and sentence, with the page's main action beside them. */
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n.ts';

export function AreaHead(props: { action?: ComponentChildren }) {
  return (
    <div class="page-head">
      <div>
        <h1 id="page-title">{t('deliveries.title')}</h1>
        <p class="muted">{t('deliveries.intro')}</p>
      </div>
      {props.action && <div class="deliveries-tools">{props.action}</div>}
    </div>
  );
}
