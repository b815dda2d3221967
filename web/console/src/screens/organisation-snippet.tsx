/**
 * The HTML a receiver pastes into their own app (web/embed/embed.ts): the script from this server,
 * the `<ferry-importer>` element with the organisation's subdomain and a template, and where the
 * sender's tokens go. The template is picked from the organisation's own.
 */
import { useEffect, useId, useState } from 'preact/hooks';
import type { Payload } from '../../../shared/api-payload.ts';
import { t } from '../i18n.ts';
import { request } from '../session.ts';
import { CopyButton } from '../ui/copy-button.tsx';

type TemplatePage = Payload<'getTemplates'>;

export function embedSnippet(origin: string, subdomain: string, template: string, mode: 'modal' | 'inline') {
  const element = `<ferry-importer subdomain="${subdomain}" template="${template}"${mode === 'modal' ? ' mode="modal"' : ''}></ferry-importer>`;
  const tokens = "document.querySelector('ferry-importer')";
  return [
    `<script src="${origin}/embed.js"></script>`,
    element,
    '<script>',
    `  // ${t('organisation.snippet.tokensComment')}`,
    `  ${tokens}.setTokens(tokens);`,
    ...(mode === 'modal' ? [`  ${tokens}.open();`] : []),
    '</script>',
  ].join('\n');
}

export function EmbedSnippet(props: { subdomain: string }) {
  const [handles, setHandles] = useState<string[]>([]);
  const [template, setTemplate] = useState('');
  const [mode, setMode] = useState<'modal' | 'inline'>('modal');
  const templateId = useId();
  const modeId = useId();
  useEffect(() => {
    request<TemplatePage>('GET', '/templates?per_page=100').then(
      (page) => {
        const found = page.entries.map((entry) => entry.template_handle);
        setHandles(found);
        setTemplate((current) => current || found[0] || '');
      },
      () => undefined,
    );
  }, []);
  const snippet = embedSnippet(location.origin, props.subdomain, template || 'your-template', mode);
  return (
    <div class="stack snippet">
      <div>
        <h3 id="snippet-title">{t('organisation.snippet')}</h3>
        <p class="muted small">{t('organisation.snippetIntro')}</p>
      </div>
      <div class="snippet-options">
        <div class="field">
          <label for={templateId}>{t('organisation.snippet.template')}</label>
          {handles.length ? (
            <select
              id={templateId}
              class="select"
              value={template}
              onChange={(e) => setTemplate((e.target as HTMLSelectElement).value)}
            >
              {handles.map((handle) => (
                <option key={handle} value={handle}>
                  {handle}
                </option>
              ))}
            </select>
          ) : (
            <p class="muted small">{t('organisation.snippet.noTemplate')}</p>
          )}
        </div>
        <div class="field">
          <label for={modeId}>{t('organisation.snippet.mode')}</label>
          <select
            id={modeId}
            class="select"
            value={mode}
            onChange={(e) => setMode((e.target as HTMLSelectElement).value as 'modal')}
          >
            <option value="modal">{t('organisation.snippet.modal')}</option>
            <option value="inline">{t('organisation.snippet.inline')}</option>
          </select>
        </div>
      </div>
      <pre class="code-block">
        <code>{snippet}</code>
      </pre>
      <div>
        <CopyButton text={snippet} label={t('organisation.snippet.copy')} />
      </div>
    </div>
  );
}
