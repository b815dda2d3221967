/** The signed-in frame: the organisation's name, the navigation, signing out, and the page. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Payload } from '../../../shared/api-payload.ts';
import { t } from '../i18n.ts';
import { navigate, route } from '../router.ts';
import { request, signOut } from '../session.ts';
import { Logo } from '../ui/auth-card.tsx';
import { Link } from '../ui/link.tsx';
import { Members } from './members.tsx';
import { OrganisationPage } from './organisation.tsx';
import { Templates } from './templates.tsx';

export type Organisation = Payload<'getOrganisation'>;

const PAGES = [
  { path: 'templates', label: () => t('shell.templates') },
  { path: 'members', label: () => t('shell.members') },
  { path: 'organisation', label: () => t('shell.organisation') },
] as const;

export function Shell() {
  const [organisation, setOrganisation] = useState<Organisation | null>(null);
  useEffect(() => {
    request<Organisation>('GET', '/organisation').then(setOrganisation, () => undefined);
  }, []);
  const page = PAGES.find(({ path }) => path === route.value);
  useEffect(() => {
    if (!page) navigate('templates', { replace: true });
  }, [page]);
  useEffect(() => {
    document.title = [page?.label(), organisation?.name, 'Ferry'].filter(Boolean).join(' · ');
  }, [page, organisation]);
  // After a move from the navigation, the keyboard and screen readers start at the new page.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else document.getElementById('content')?.focus();
  }, [page?.path]);

  return (
    <div class="shell">
      <a class="skip-link" href="#content">
        {t('shell.skip')}
      </a>
      <header class="topbar">
        <div class="topbar-brand">
          <Logo />
          <span class="organisation-name">{organisation?.name ?? '…'}</span>
        </div>
        <nav aria-label={t('shell.navigation')} class="nav">
          {PAGES.map(({ path, label }) => (
            <Link key={path} to={path} class="nav-link" current={path === page?.path}>
              {label()}
            </Link>
          ))}
        </nav>
        <button type="button" class="button ghost" onClick={() => signOut()}>
          {t('shell.signOut')}
        </button>
      </header>
      <main id="content" class="content" tabIndex={-1}>
        {page?.path === 'members' ? (
          <Members />
        ) : page?.path === 'organisation' ? (
          <OrganisationPage organisation={organisation} />
        ) : (
          <Templates />
        )}
      </main>
    </div>
  );
}
