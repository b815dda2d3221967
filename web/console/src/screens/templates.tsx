/**
 * The organisation's templates (GET /templates), searched by the server as one types; each opens
 * its page, and "New template" creates one.
 */
import { useState } from 'preact/hooks';
import { explain } from '../errors.ts';
import { t } from '../i18n.ts';
import { Link } from '../ui/link.tsx';
import { RetryNotice } from '../ui/retry-notice.tsx';
import { NewTemplateDialog } from './template/new-template-dialog.tsx';
import { useTemplateSearch } from './use-template-search.ts';

export function Templates() {
  const [search, setSearch] = useState('');
  const [attempt, setAttempt] = useState(0);
  const { page, problem } = useTemplateSearch(search, attempt);
  const [creating, setCreating] = useState(false);

  const entries = page?.entries ?? [];
  return (
    <section aria-labelledby="page-title">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('templates.title')}</h1>
          <p class="muted">{t('templates.intro')}</p>
        </div>
        <div class="templates-actions">
          <div class="search">
            <label for="template-search" class="visually-hidden">
              {t('templates.search')}
            </label>
            <input
              id="template-search"
              type="search"
              placeholder={t('templates.search')}
              value={search}
              onInput={(event) => setSearch((event.target as HTMLInputElement).value)}
            />
          </div>
          <button type="button" class="button primary" onClick={() => setCreating(true)}>
            {t('template.list.new')}
          </button>
        </div>
      </div>
      {problem !== null && (
        <RetryNotice problem={explain(problem)} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {!page && problem === null && <p class="muted">{t('app.loading')}</p>}
      {page && entries.length === 0 && (
        <div class="card empty templates-empty">
          {search.trim() ? (
            t('templates.noMatch', { search: search.trim() })
          ) : (
            <>
              <p class="strong">{t('template.list.none')}</p>
              <p class="small">{t('template.list.noneHint')}</p>
              <button type="button" class="button primary" onClick={() => setCreating(true)}>
                {t('template.list.newFirst')}
              </button>
            </>
          )}
        </div>
      )}
      {entries.length > 0 && (
        <div class="card table-card">
          <table class="table templates-table">
            <caption class="visually-hidden">{t('templates.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('templates.name')}</th>
                <th scope="col">{t('templates.handle')}</th>
                <th scope="col">{t('templates.status')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((template) => (
                <tr key={template.template_handle}>
                  <td class="strong">
                    <Link to={`templates/${encodeURIComponent(template.template_handle ?? '')}`}>
                      {template.name ?? t('templates.unnamed')}
                    </Link>
                  </td>
                  <td>
                    <code>{template.template_handle}</code>
                  </td>
                  <td>
                    <span class={`badge ${template.is_enabled ? 'badge-ok' : 'badge-off'}`}>
                      {template.is_enabled ? t('templates.enabled') : t('templates.disabled')}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p class="table-foot muted small">{t('templates.count', { count: page?.total_items ?? 0 })}</p>
        </div>
      )}
      {creating && <NewTemplateDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
