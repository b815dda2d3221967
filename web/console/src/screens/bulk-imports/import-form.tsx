/**
 * Starting an import: what goes in (value lists, columns, customers), into which template, merged
 * or replacing, from an uploaded file (with the bytes sent shown) or from a URL. On success the
 * page of the new import opens, where its progress is followed.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Payload } from '../../../../shared/api-payload.ts';
import { t } from '../../i18n.ts';
import { navigate } from '../../router.ts';
import { api, request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { type FieldProblems, fieldViolations, refusal } from '../../ui/refusal.ts';
import type { BulkImport, ImportInto, ImportMethod } from './types.ts';

type TemplatePage = Payload<'getTemplates'>;

const KINDS: ImportInto[] = ['customer', 'value_list', 'column'];
const PATHS: Record<ImportInto, string> = {
  value_list: 'values',
  column: 'columns',
  customer: 'customers',
};

function routeOf(into: ImportInto, template: string, method: ImportMethod): string {
  return into === 'customer'
    ? `/bulk-import/customers/${method}`
    : `/bulk-import/${PATHS[into]}/${encodeURIComponent(template)}/${method}`;
}

export function ImportForm() {
  const [into, setInto] = useState<ImportInto>('customer');
  const [templates, setTemplates] = useState<TemplatePage['entries']>([]);
  const [template, setTemplate] = useState('');
  const [method, setMethod] = useState<ImportMethod>('merge');
  const [from, setFrom] = useState<'file' | 'url'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [filename, setFilename] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldProblems>({});

  useEffect(() => {
    request<TemplatePage>('GET', '/templates?per_page=100').then(
      (page) => {
        setTemplates(page.entries);
        setTemplate((current) => current || page.entries[0]?.template_handle || '');
      },
      () => undefined,
    );
  }, []);

  const needsTemplate = into !== 'customer';
  async function start(event: Event) {
    event.preventDefault();
    setProblem(null);
    setFields({});
    if (from === 'file' && !file) {
      setFields({ file: t('bulkImports.file.missing') });
      return;
    }
    setBusy(true);
    try {
      const path = routeOf(into, template, method);
      let started: BulkImport;
      if (from === 'file' && file) {
        const form = new FormData();
        form.append('filename', file.name);
        form.append('file', file);
        setSent(0);
        started = await api.upload<BulkImport>(path, form, (done, total) =>
          setSent(total ? Math.round((done / total) * 100) : 0),
        );
      } else {
        started = await request<BulkImport>('POST', `${path}/url`, {
          url: url.trim(),
          filename: filename.trim() || null,
        });
      }
      navigate(`bulk-imports/${started.import_id}`);
    } catch (error) {
      const byField = fieldViolations(error);
      if (byField) setFields(byField);
      // A problem on a field is shown under it; any other (template, plan, network) as a sentence.
      setProblem(byField && (byField.url || byField.file) ? t('bulkImports.checkFields') : refusal(error));
      setBusy(false);
      setSent(null);
    }
  }

  const noTemplate = needsTemplate && templates.length === 0;
  return (
    <form class="card import-form" onSubmit={start} aria-labelledby="import-form-title" noValidate>
      <h2 id="import-form-title">{t('bulkImports.new')}</h2>
      <div class="import-grid">
        <div class="field">
          <label for="import-into">{t('bulkImports.into')}</label>
          <select
            id="import-into"
            class="select"
            value={into}
            aria-describedby="import-into-hint"
            onChange={(event) => setInto((event.target as HTMLSelectElement).value as ImportInto)}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`bulkImports.into.${kind}`)}
              </option>
            ))}
          </select>
          <p id="import-into-hint" class="field-hint">
            {t(`bulkImports.into.${into}.hint`)}
          </p>
        </div>
        {needsTemplate && (
          <div class="field">
            <label for="import-template">{t('bulkImports.template')}</label>
            {noTemplate ? (
              <p class="field-hint">{t('bulkImports.template.none')}</p>
            ) : (
              <select
                id="import-template"
                class="select"
                value={template}
                onChange={(event) => setTemplate((event.target as HTMLSelectElement).value)}
              >
                {templates.map((entry) => (
                  <option key={entry.template_handle} value={entry.template_handle}>
                    {entry.name ?? entry.template_handle}
                  </option>
                ))}
              </select>
            )}
          </div>
        )}
      </div>
      <fieldset class="plain import-choice">
        <legend>{t('bulkImports.method')}</legend>
        {(['merge', 'replace'] as const).map((value) => (
          <label key={value} class="choice">
            <input
              type="radio"
              name="import-method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            <span>
              <span class="strong">{t(`bulkImports.method.${value}`)}</span>
              <span class="field-hint">{t(`bulkImports.method.${value}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset class="plain import-choice">
        <legend>{t('bulkImports.source')}</legend>
        {(['file', 'url'] as const).map((value) => (
          <label key={value} class="choice choice-inline">
            <input
              type="radio"
              name="import-source"
              value={value}
              checked={from === value}
              onChange={() => setFrom(value)}
            />
            <span class="strong">{t(`bulkImports.source.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {from === 'file' ? (
        <div class="field">
          <label for="import-file">{t('bulkImports.file')}</label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fields.file ? true : undefined}
            aria-describedby={fields.file ? 'import-file-problem' : undefined}
            onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
          {fields.file && (
            <p id="import-file-problem" class="field-problem">
              {fields.file}
            </p>
          )}
        </div>
      ) : (
        <div class="import-grid">
          <div class="field">
            <label for="import-url">{t('bulkImports.url')}</label>
            <input
              id="import-url"
              type="url"
              value={url}
              placeholder="https://"
              aria-invalid={fields.url ? true : undefined}
              aria-describedby="import-url-hint"
              onInput={(event) => setUrl((event.target as HTMLInputElement).value)}
            />
            {fields.url ? (
              <p id="import-url-hint" class="field-problem">
                {fields.url}
              </p>
            ) : (
              <p id="import-url-hint" class="field-hint">
                {t('bulkImports.url.hint')}
              </p>
            )}
          </div>
          <div class="field">
            <label for="import-filename">{t('bulkImports.filename')}</label>
            <input
              id="import-filename"
              value={filename}
              maxLength={255}
              onInput={(event) => setFilename((event.target as HTMLInputElement).value)}
            />
          </div>
        </div>
      )}
      {problem && <Notice kind="error">{problem}</Notice>}
      <div class="form-actions">
        <button type="submit" class="button primary" disabled={busy || noTemplate} aria-busy={busy}>
          {busy ? t('bulkImports.starting') : t('bulkImports.start')}
        </button>
        {sent !== null && (
          <span class="muted small" role="status">
            {t('bulkImports.sent', { percent: sent })}
          </span>
        )}
      </div>
    </form>
  );
}
