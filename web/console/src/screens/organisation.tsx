/** The organisation as GET /organisation answers it: its name, subdomain and importer address. */
import { locale, t } from '../i18n.ts';
import type { Organisation } from './shell.tsx';

export function OrganisationPage(props: { organisation: Organisation | null }) {
  const organisation = props.organisation;
  return (
    <section aria-labelledby="page-title">
      <div class="page-head">
        <h1 id="page-title">{t('organisation.title')}</h1>
      </div>
      {!organisation ? (
        <p class="muted">{t('app.loading')}</p>
      ) : (
        <dl class="card details">
          <dt>{t('organisation.name')}</dt>
          <dd>{organisation.name}</dd>
          <dt>{t('organisation.subdomain')}</dt>
          <dd>
            <code>{organisation.subdomain}</code>
          </dd>
          <dt>{t('organisation.importLink')}</dt>
          <dd>
            <code>{`${location.origin}/import/${organisation.subdomain}/`}</code>
          </dd>
          <dt>{t('organisation.created')}</dt>
          <dd>
            {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(organisation.created_at))}
          </dd>
        </dl>
      )}
    </section>
  );
}
