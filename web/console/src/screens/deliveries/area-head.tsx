/** The area's title and the sentence under it, the same on both parts. */
import { t } from '../../i18n.ts';

export function AreaHead() {
  return (
    <div class="page-head">
      <div>
        <h1 id="page-title">{t('deliveries.title')}</h1>
        <p class="muted">{t('deliveries.intro')}</p>
      </div>
    </div>
  );
}
