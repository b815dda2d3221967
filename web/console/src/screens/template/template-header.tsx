/** The head of a template's page: its name, handle, whether it is enabled, and the link senders open. */
import { useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import type { Template } from './model.ts';

export function TemplateHeader(props: { template: Template; subdomain: string | null }) {
  const { template } = props;
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const link = props.subdomain
    ? `${location.origin}/import/${props.subdomain}/${template.template_handle}`
    : null;
  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <header class="template-head">
      <div class="template-title">
        <h1 id="page-title">{template.name ?? t('templates.unnamed')}</h1>
        <span class={`badge ${template.is_enabled ? 'badge-ok' : 'badge-off'}`}>
          {template.is_enabled ? t('templates.enabled') : t('templates.disabled')}
        </span>
      </div>
      <p class="muted template-handle">
        {t('templates.handle')} <code>{template.template_handle}</code>
      </p>
      {link && (
        <div class="hosted-link">
          <label for="hosted-link" class="small strong">
            {t('template.hostedLink')}
          </label>
          <div class="hosted-link-row">
            <input
              id="hosted-link"
              readOnly
              value={link}
              onFocus={(event) => (event.target as HTMLInputElement).select()}
            />
            <button type="button" class="button" onClick={copy}>
              {t('template.copy')}
            </button>
          </div>
          <p class="small muted" role="status">
            {copied === 'yes' ? t('template.copied') : copied === 'no' ? t('template.copyFailed') : ''}
          </p>
        </div>
      )}
    </header>
  );
}
