/**
 * One template's page, at /app/templates/{handle}[/{tab}]: its name and hosted link, the problems
 * that stop files, and tabs for its settings, columns, output format and a trial import.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../../../shared/api.ts';
import type { Payload } from '../../../../shared/api-payload.ts';
import { explain } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { navigate } from '../../router.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { ColumnsTab } from './columns-tab.tsx';
import { FormatEditor } from './format/format-editor.tsx';
import type { Column, Template } from './model.ts';
import { ProblemList } from './problems.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { TAB_NAMES, type TabName, TemplateTabs } from './tabs.tsx';
import { TemplateHeader } from './template-header.tsx';
import { TryIt } from './try-it/try-it.tsx';

export function TemplatePage(props: { handle: string; rest: string[] }) {
  const handle = props.handle;
  const tab: TabName = TAB_NAMES.find((name) => name === props.rest[0]) ?? 'settings';
  const [template, setTemplate] = useState<Template | null>(null);
  const [columns, setColumns] = useState<Column[] | null>(null);
  const [subdomain, setSubdomain] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; missing: boolean } | null>(null);

  const reload = useCallback(async () => {
    try {
      const [read, list] = await Promise.all([
        request<Template>('GET', `/template/${encodeURIComponent(handle)}`),
        request<Column[]>('GET', `/template/${encodeURIComponent(handle)}/columns`),
      ]);
      setTemplate(read);
      setColumns(list);
      setFailure(null);
    } catch (error) {
      const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
      setFailure({ error, missing });
    }
  }, [handle]);

  useEffect(() => {
    setTemplate(null);
    setColumns(null);
    reload();
  }, [reload]);
  useEffect(() => {
    request<Payload<'getOrganisation'>>('GET', '/organisation').then(
      (organisation) => setSubdomain(organisation.subdomain),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (template) document.title = `${template.name ?? handle} · ${t(`template.tab.${tab}`)} · Ferry`;
  }, [template?.name, tab]);

  if (failure && !template)
    return (
      <section aria-labelledby="page-title">
        <Link to="templates">{t('template.back')}</Link>
        <h1 id="page-title">{handle}</h1>
        {failure.missing ? (
          <Notice kind="error">{t('template.missing', { handle })}</Notice>
        ) : (
          <RetryNotice problem={explain(failure.error)} onRetry={() => reload()} />
        )}
      </section>
    );
  if (!template || !columns) return <p class="muted">{t('app.loading')}</p>;

  /** A renamed template moves its page to the new handle. */
  function saved(next: Template) {
    setTemplate(next);
    if (next.template_handle !== handle)
      navigate(`templates/${next.template_handle}/${tab}`, { replace: true });
  }

  return (
    <section aria-labelledby="page-title" class="template-page">
      <Link to="templates" class="back-link">
        {t('template.back')}
      </Link>
      <TemplateHeader template={template} subdomain={subdomain} />
      <ProblemList template={template} columns={columns} />
      <TemplateTabs handle={handle} current={tab} />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} class="template-panel">
        {tab === 'settings' && <SettingsTab template={template} onSaved={saved} />}
        {tab === 'columns' && <ColumnsTab template={template} columns={columns} onChanged={reload} />}
        {tab === 'format' && <FormatEditor template={template} onSaved={saved} />}
        {tab === 'try-it' && <TryIt template={template} />}
      </div>
    </section>
  );
}
