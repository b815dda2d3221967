/** The signed-in frame: the organisation's name, the navigation, signing out, and the page. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import { navigate, segments } from '../router.ts';
import { request, signOut } from '../session.ts';
import type { Organisation } from '../shapes.ts';
import { Logo } from '../ui/auth-card.tsx';
import { LanguagePicker } from '../ui/language-picker.tsx';
import { Link } from '../ui/link.tsx';
import { Activity } from './activity/activity.tsx';
import { Alerts } from './alerts/alerts.tsx';
import { ApiKeys } from './api-keys.tsx';
import { AuditLog } from './audit-log/audit-log.tsx';
import { Automations } from './automations/automations.tsx';
import { BulkImports } from './bulk-imports/bulk-imports.tsx';
import { Customers } from './customers/customers.tsx';
import { Deliveries } from './deliveries/deliveries.tsx';
import { Members } from './members.tsx';
import { OrganisationPage } from './organisation.tsx';
import { TemplatePage } from './template/template-page.tsx';
import { Templates } from './templates.tsx';
import { UsagePage } from './usage/usage.tsx';

/**
 * The pages of the navigation, in its groups: what the files do (files), what they should be
 * (setup), and who works here and how much (team). A page adds itself here and in `Page` below.
 */
const PAGES = [
  { path: 'activity', group: 'files', label: () => t('shell.activity') },
  { path: 'automations', group: 'files', label: () => t('shell.automations') },
  { path: 'deliveries', group: 'files', label: () => t('shell.deliveries') },
  { path: 'alerts', group: 'files', label: () => t('shell.alerts') },
  { path: 'templates', group: 'setup', label: () => t('shell.templates') },
  { path: 'customers', group: 'setup', label: () => t('shell.customers') },
  { path: 'bulk-imports', group: 'setup', label: () => t('bulkImports.title') },
  { path: 'members', group: 'team', label: () => t('shell.members') },
  { path: 'api-keys', group: 'team', label: () => t('shell.apiKeys') },
  { path: 'usage', group: 'team', label: () => t('usage.title') },
  { path: 'audit-log', group: 'team', label: () => t('auditLog.title') },
  { path: 'organisation', group: 'team', label: () => t('shell.organisation') },
] as const;

const GROUPS = [
  { group: 'files', label: () => t('shell.groupFiles') },
  { group: 'setup', label: () => t('shell.groupSetup') },
  { group: 'team', label: () => t('shell.groupTeam') },
] as const;

export function Shell() {
  const [organisation, setOrganisation] = useState<Organisation | null>(null);
  useEffect(() => {
    request<Organisation>('GET', '/organisation').then(setOrganisation, () => undefined);
  }, []);
  // The first part of the path picks the page; the rest is the page's own (templates/{handle}).
  const [first, ...rest] = segments();
  const page = PAGES.find(({ path }) => path === first);
  useEffect(() => {
    if (!page) navigate('templates', { replace: true });
  }, [page]);
  useEffect(() => {
    document.title = [page?.label(), organisation?.name, 'Ferry'].filter(Boolean).join(' · ');
  }, [page, organisation]);
  // After a move from the navigation, the keyboard and screen readers start at the new page.
  const opening = useRef(true);
  useEffect(() => {
    setMenuOpen(false);
    if (opening.current) opening.current = false;
    else document.getElementById('content')?.focus();
  }, [page?.path, rest[0]]);
  // On a phone the navigation folds under a menu button; wide, it is always shown beside the page.
  const [menuOpen, setMenuOpen] = useState(false);

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
        <button
          type="button"
          class="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="navigation"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t('shell.menu')}
        </button>
        <nav id="navigation" aria-label={t('shell.navigation')} class="nav" data-open={menuOpen}>
          {GROUPS.map(({ group, label }) => {
            const pages = PAGES.filter((entry) => entry.group === group);
            if (pages.length === 0) return null;
            return (
              <section key={group} class="nav-group" aria-labelledby={`nav-${group}`}>
                <h2 id={`nav-${group}`} class="nav-group-title">
                  {label()}
                </h2>
                {pages.map(({ path, label: pageLabel }) => (
                  <Link key={path} to={path} class="nav-link" current={path === page?.path}>
                    {pageLabel()}
                  </Link>
                ))}
              </section>
            );
          })}
          <div class="nav-foot">
            <LanguagePicker />
            <button type="button" class="button ghost sign-out" onClick={() => signOut()}>
              {t('shell.signOut')}
            </button>
          </div>
        </nav>
      </header>
      <main id="content" class="content" tabIndex={-1}>
        <Page path={page?.path} rest={rest} organisation={organisation} onChange={setOrganisation} />
      </main>
    </div>
  );
}

function Page(props: {
  path: string | undefined;
  rest: string[];
  organisation: Organisation | null;
  onChange: (organisation: Organisation) => void;
}) {
  switch (props.path) {
    case 'automations':
      return <Automations rest={props.rest} />;
    case 'alerts':
      return <Alerts />;
    case 'activity':
      return <Activity />;
    case 'customers':
      return <Customers organisation={props.organisation} />;
    case 'deliveries':
      return <Deliveries />;
    case 'members':
      return <Members />;
    case 'api-keys':
      return <ApiKeys />;
    case 'bulk-imports':
      return <BulkImports />;
    case 'usage':
      return <UsagePage />;
    case 'audit-log':
      return <AuditLog />;
    case 'organisation':
      return <OrganisationPage organisation={props.organisation} onChange={props.onChange} />;
    default:
      return props.rest[0] ? (
        <TemplatePage handle={props.rest[0]} rest={props.rest.slice(1)} />
      ) : (
        <Templates />
      );
  }
}
