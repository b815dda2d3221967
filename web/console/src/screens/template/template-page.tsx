/** One template's page, at /app/templates/{handle}: its settings, columns and output format. */
import { t } from '../../i18n.ts';
import { Link } from '../../ui/link.tsx';

export function TemplatePage(props: { handle: string; rest: string[] }) {
  return (
    <section aria-labelledby="page-title">
      <Link to="templates">{t('template.back')}</Link>
      <h1 id="page-title">{props.handle}</h1>
    </section>
  );
}
