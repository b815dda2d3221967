/** The two parts of the deliveries area, as links under its title. */
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n.ts';
import { Link } from '../../ui/link.tsx';

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
