/**
 * Automations (/app/automations/{sources|feeds|connectors}): where files come from by themselves.
 * Each section is a page of its own; a feed has its page with its runs (automations/feeds/{id}).
 */
import { t } from '../../i18n.ts';
import { Link } from '../../ui/link.tsx';
import { Connectors } from './connectors.tsx';
import { FeedPage } from './feed-page.tsx';
import { Feeds } from './feeds.tsx';
import { Sources } from './sources.tsx';

const SECTIONS = ['sources', 'feeds', 'connectors'] as const;
type Section = (typeof SECTIONS)[number];

export function Automations(props: { rest: string[] }) {
  const section: Section = SECTIONS.find((name) => name === props.rest[0]) ?? 'sources';
  const feedId = section === 'feeds' ? props.rest[1] : undefined;
  if (feedId) return <FeedPage feedId={feedId} />;
  return (
    <section aria-labelledby="page-title" class="automations">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('automations.title')}</h1>
          <p class="muted">{t('automations.intro')}</p>
        </div>
      </div>
      <nav class="automations-sections" aria-label={t('automations.sections')}>
        {SECTIONS.map((name) => (
          <Link key={name} to={`automations/${name}`} class="automations-section" current={name === section}>
            {t(`automations.section.${name}`)}
          </Link>
        ))}
      </nav>
      {section === 'sources' && <Sources />}
      {section === 'feeds' && <Feeds />}
      {section === 'connectors' && <Connectors />}
    </section>
  );
}
