/** The organisation's API keys: for its own programs to call Ferry. */
import { t } from '../i18n.ts';

export function ApiKeys() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('shell.apiKeys')}</h1>
    </section>
  );
}
