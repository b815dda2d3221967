/** The feeds of the organisation: what runs which source into which template, and when. */
import { useState } from 'preact/hooks';
import { explain } from '../../errors.ts';
import { locale, t } from '../../i18n.ts';
import { Notice } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { FeedForm } from './feed-form.tsx';
import { sourceName } from './sources.tsx';
import type { Feed, Source } from './types.ts';
import { useList } from './use-list.ts';

export function when(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A feed's schedule in words: its cron and zone, or none. */
export function schedule(feed: Feed): string {
  return feed.cron
    ? t('automations.feed.scheduleAt', { cron: feed.cron, zone: feed.timezone })
    : t('automations.feed.byHand');
}

export function Feeds() {
  const feeds = useList<Feed>('/feeds');
  const sources = useList<Source>('/sender/sources');
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = feeds.entries;
  const source = (id: string) => sources.entries?.find((entry) => entry.source_id === id);
  return (
    <div class="automations-panel">
      <div class="panel-head">
        <p class="muted">{t('automations.feeds.intro')}</p>
        <button type="button" class="button primary" onClick={() => setCreating(true)}>
          {t('automations.feed.new')}
        </button>
      </div>
      {notice && <Notice kind="ok">{notice}</Notice>}
      {feeds.problem !== null && <RetryNotice problem={explain(feeds.problem)} onRetry={feeds.reload} />}
      {!list && feeds.problem === null && <p class="muted">{t('app.loading')}</p>}
      {list && list.length === 0 && (
        <div class="card empty">
          <p class="strong">{t('automations.feeds.none')}</p>
          <p>{t('automations.feeds.noneHint')}</p>
        </div>
      )}
      {list && list.length > 0 && (
        <div class="card table-card">
          <table class="table automations-table">
            <caption class="visually-hidden">{t('automations.section.feeds')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('automations.feed.name')}</th>
                <th scope="col" class="wide-only">
                  {t('automations.feed.source')}
                </th>
                <th scope="col" class="wide-only">
                  {t('automations.feed.template')}
                </th>
                <th scope="col" class="wide-only">
                  {t('automations.feed.schedule')}
                </th>
                <th scope="col">{t('automations.feed.lastRun')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((feed) => (
                <tr key={feed.feed_id}>
                  <td>
                    <Link to={`automations/feeds/${feed.feed_id}`} class="strong">
                      {feed.name}
                    </Link>
                    {!feed.enabled && <span class="badge paused">{t('automations.feed.paused')}</span>}
                    <span class="narrow-only muted small">
                      {sourceName(source(feed.source_id))} → <code>{feed.template_handle}</code>
                    </span>
                  </td>
                  <td class="wide-only">{sourceName(source(feed.source_id))}</td>
                  <td class="wide-only">
                    <code>{feed.template_handle}</code>
                  </td>
                  <td class="wide-only muted">{schedule(feed)}</td>
                  <td class="muted">{when(feed.last_run_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating && (
        <FeedForm
          feed={null}
          onClose={() => setCreating(false)}
          onSaved={(feed) => {
            setCreating(false);
            setNotice(t('automations.feed.created', { name: feed.name }));
            feeds.reload();
          }}
        />
      )}
    </div>
  );
}
