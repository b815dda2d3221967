/**
 * The organisation (GET/PUT /organisation): its name, logo and colour beside the importer they
 * make, the sites allowed to embed the importer, the snippet to paste there and the secret that
 * signs their logins, and the facts that do not change. Owners and admins change it; a member
 * reads it and is told why the controls are off.
 */
import { locale, t } from '../i18n.ts';
import type { Organisation } from '../shapes.ts';
import { Notice } from '../ui/form.tsx';
import { RetryNotice } from '../ui/retry-notice.tsx';
import { managesSettings, useSignedInMember } from './members-me.ts';
import { OriginsForm } from './organisation-origins.tsx';
import { ProfileForm } from './organisation-profile.tsx';
import { EmbedSecret } from './organisation-secret.tsx';
import { EmbedSnippet } from './organisation-snippet.tsx';

interface Props {
  organisation: Organisation | null;
  /** Hears the organisation as saved, for the top bar's name. */
  onChange?: (organisation: Organisation) => void;
}

export function OrganisationPage(props: Props) {
  const { me, problem, retry } = useSignedInMember();
  const organisation = props.organisation;
  const canEdit = managesSettings(me?.role);
  const saved = (updated: Organisation) => props.onChange?.(updated);
  return (
    <section aria-labelledby="page-title" class="organisation-page">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('organisation.title')}</h1>
          <p class="muted">{t('organisation.intro')}</p>
        </div>
      </div>
      {me && !canEdit && <Notice kind="info">{t('organisation.readOnly')}</Notice>}
      {problem && <RetryNotice problem={problem} onRetry={retry} />}
      {!organisation || !me ? (
        !problem && <p class="muted">{t('app.loading')}</p>
      ) : (
        <>
          <ProfileForm organisation={organisation} canEdit={canEdit} onSaved={saved} />
          <section class="card embed-card" aria-labelledby="embed-title">
            <h2 id="embed-title">{t('organisation.embed')}</h2>
            <p class="muted">{t('organisation.embedIntro')}</p>
            <OriginsForm organisation={organisation} canEdit={canEdit} onSaved={saved} />
            <EmbedSnippet subdomain={organisation.subdomain} />
            <EmbedSecret canEdit={canEdit} />
          </section>
          <section class="card" aria-labelledby="facts-title">
            <h2 id="facts-title">{t('organisation.facts')}</h2>
            <dl class="details">
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
                {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
                  new Date(organisation.created_at),
                )}
              </dd>
            </dl>
          </section>
        </>
      )}
    </section>
  );
}
