/** The sources of the organisation: where each one's files come from, with their forms and deletion. */
import { useState } from 'preact/hooks';
import { explain } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ConfirmDialog } from '../../ui/modal-dialog.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { SourceForm } from './source-form.tsx';
import type { Feed, Source } from './types.ts';
import { useList } from './use-list.ts';

/** Where a source takes its files, in one line. */
export function whereFrom(source: Source): string {
  if (source.url) return source.url.url;
  if (source.ftp) return `ftp://${source.ftp.host}${source.ftp.path}`;
  if (source.sftp) return `sftp://${source.sftp.host}${source.sftp.path}`;
  if (source.email) return source.email.address;
  if (source.custom) return source.custom.handle ?? '';
  if (source.api_fetcher) return source.api_fetcher.url;
  return '';
}

export function sourceName(source: Source | undefined): string {
  return source?.name || (source ? t(`automations.kind.${source.data_extractor}`) : '…');
}

export function Sources() {
  const sources = useList<Source>('/sender/sources');
  const feeds = useList<Feed>('/feeds');
  const [editing, setEditing] = useState<Source | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Source | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const feedsOf = (source: Source) =>
    (feeds.entries ?? []).filter((feed) => feed.source_id === source.source_id);

  async function remove(source: Source) {
    await request('DELETE', `/sender/source/${source.source_id}`);
    setDeleting(null);
    setNotice(t('automations.source.deleted', { name: sourceName(source) }));
    sources.reload();
    feeds.reload();
  }

  const list = sources.entries;
  return (
    <div class="automations-panel">
      <div class="panel-head">
        <p class="muted">{t('automations.sources.intro')}</p>
        <button type="button" class="button primary" onClick={() => setEditing('new')}>
          {t('automations.source.new')}
        </button>
      </div>
      {notice && <Notice kind="ok">{notice}</Notice>}
      {sources.problem !== null && (
        <RetryNotice problem={explain(sources.problem)} onRetry={sources.reload} />
      )}
      {!list && sources.problem === null && <p class="muted">{t('app.loading')}</p>}
      {list && list.length === 0 && (
        <div class="card empty">
          <p class="strong">{t('automations.sources.none')}</p>
          <p>{t('automations.sources.noneHint')}</p>
        </div>
      )}
      {list && list.length > 0 && (
        <div class="card table-card">
          <table class="table automations-table">
            <caption class="visually-hidden">{t('automations.section.sources')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('automations.source.name')}</th>
                <th scope="col" class="wide-only">
                  {t('automations.source.kind')}
                </th>
                <th scope="col" class="wide-only">
                  {t('automations.source.where')}
                </th>
                <th scope="col" class="wide-only">
                  {t('automations.source.feeds')}
                </th>
                <th scope="col">
                  <span class="visually-hidden">{t('automations.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((source) => (
                <tr key={source.source_id}>
                  <td>
                    <span class="strong">{sourceName(source)}</span>
                    {source.customer_id && <span class="badge">{t('automations.ofCustomer')}</span>}
                    <span class="narrow-only">
                      <span class="badge kind">{t(`automations.kind.${source.data_extractor}`)}</span>
                    </span>
                    <span class="narrow-only muted small where">{whereFrom(source)}</span>
                  </td>
                  <td class="wide-only">
                    <span class="badge kind">{t(`automations.kind.${source.data_extractor}`)}</span>
                  </td>
                  <td class="wide-only where">
                    {whereFrom(source) ? <code>{whereFrom(source)}</code> : <span class="muted">—</span>}
                  </td>
                  <td class="wide-only muted">{feedsOf(source).length || '—'}</td>
                  <td class="row-actions">
                    <button
                      type="button"
                      class="button small"
                      aria-label={t('automations.editOne', { name: sourceName(source) })}
                      onClick={() => setEditing(source)}
                    >
                      {t('automations.edit')}
                    </button>
                    <button
                      type="button"
                      class="button small danger-quiet"
                      aria-label={t('automations.deleteOne', { name: sourceName(source) })}
                      onClick={() => setDeleting(source)}
                    >
                      {t('automations.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <SourceForm
          source={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(t('automations.source.saved', { name: sourceName(saved) }));
            sources.reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('automations.source.deleteTitle', { name: sourceName(deleting) })}
          confirmLabel={t('automations.delete')}
          busyLabel={t('automations.deleting')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <Dependents
            names={feedsOf(deleting).map((feed) => feed.name)}
            none={t('automations.source.noFeeds')}
          />
        </ConfirmDialog>
      )}
    </div>
  );
}

/** What goes with the thing deleted: the feeds that use a source, or that nothing does. */
export function Dependents(props: { names: string[]; none: string }) {
  if (props.names.length === 0) return <p>{props.none}</p>;
  return (
    <>
      <p>{t('automations.source.withFeeds', { count: props.names.length })}</p>
      <ul class="dependents">
        {props.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}
