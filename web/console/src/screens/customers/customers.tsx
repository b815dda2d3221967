/** The organisation's customers: the senders who send it files. */
import { t } from '../../i18n.ts';
import type { Organisation } from '../shell.tsx';

export function Customers(_props: { organisation: Organisation | null }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('shell.customers')}</h1>
    </section>
  );
}
