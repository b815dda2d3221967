/**
 * The template's output format, with a preview of the file it writes. The format being edited is
 * tried on sample rows as it is typed (nothing is stored until "Save format"); the sample rows
 * come from the columns' types and can be changed in their table.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { explain } from '../../../errors.ts';
import { type TextKey, t } from '../../../i18n.ts';
import { request } from '../../../session.ts';
import { Notice } from '../../../ui/form.tsx';
import { RetryNotice } from '../../../ui/retry-notice.tsx';
import type { Column, Template } from '../model.ts';
import { CsvOptions } from './csv-options.tsx';
import { type Draft, draftOf, formatBody, KINDS, type Kind, sameFormat } from './format-draft.ts';
import type { FieldProblems } from './format-fields.tsx';
import { FormatPreview } from './format-preview.tsx';
import { JsonOptions } from './json-options.tsx';
import { XlsOptions, XmlOptions } from './markup-options.tsx';
import { type SampleRow, sampleRows } from './sample-rows.ts';
import { SampleTable } from './sample-table.tsx';
import { TwigOptions } from './twig-options.tsx';
import { useFormatPreview } from './use-format-preview.ts';
import { useFormatSave } from './use-format-save.ts';
import { useUnsavedWarning } from './use-unsaved-warning.ts';

export function FormatEditor(props: { template: Template; onSaved: (template: Template) => void }) {
  const handle = props.template.template_handle;
  // The format as the server last answered it: what "unsaved" compares with.
  const [savedFormat, setSavedFormat] = useState(props.template.format);
  const savedKey = JSON.stringify(savedFormat);
  const saved = useMemo(() => draftOf(savedFormat), [savedKey]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [columns, setColumns] = useState<Column[] | null>(null);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const saving = useFormatSave(handle, (template) => {
    setSavedFormat(template.format);
    props.onSaved(template);
  });
  const dirty = !sameFormat(draft, saved);
  useUnsavedWarning(dirty);

  // The page's template changed (saved here, or the page reloaded it): it becomes the saved
  // format, and the one edited when nothing was pending.
  const pageKey = JSON.stringify(props.template.format);
  useEffect(() => {
    const next = draftOf(props.template.format);
    setDraft((current) => (sameFormat(current, saved) ? next : current));
    setSavedFormat(props.template.format);
  }, [pageKey]);

  const [columnsProblem, setColumnsProblem] = useState<unknown>(null);
  const [columnsAsked, setColumnsAsked] = useState(0);
  useEffect(() => {
    let current = true;
    setColumnsProblem(null);
    request<Column[]>('GET', `/template/${encodeURIComponent(handle)}/columns`).then(
      (answer) => current && setColumns(answer),
      (error) => current && setColumnsProblem(error),
    );
    return () => {
      current = false;
    };
  }, [handle, columnsAsked]);

  const rows: SampleRow[] = useMemo(
    () =>
      sampleRows(columns ?? []).map((row, index) =>
        Object.fromEntries(
          Object.entries(row).map(([name, value]) => [name, edits[`${index}:${name}`] ?? value]),
        ),
      ),
    [columns, edits],
  );
  const body = formatBody(draft);
  const { preview, retry } = useFormatPreview(handle, { rows, format: body }, draft.format);

  function change<Section extends Exclude<keyof Draft, 'format'>>(
    section: Section,
    patch: Partial<Draft[Section]>,
  ) {
    setDraft((old) => ({ ...old, [section]: { ...old[section], ...patch } }));
    saving.clear();
  }

  function choose(kind: Kind) {
    setDraft((old) => {
      const next = { ...old, format: kind };
      if (kind === 'custom' && old.custom.item.trim() === '')
        next.custom = { ...old.custom, item: starterItem(columns ?? []) };
      return next;
    });
    saving.clear();
  }

  const problems: FieldProblems = {
    ...Object.fromEntries(preview.problems.flatMap((p) => (p.path ? [[p.path, p.message]] : []))),
    ...saving.violations,
  };
  const twigProblems = preview.kind === 'custom' ? preview.problems.filter((p) => p.part !== null) : [];

  return (
    <div class="format-editor">
      <form
        class="format-form card"
        aria-labelledby="format-title"
        onSubmit={(event) => {
          event.preventDefault();
          saving.save(body);
        }}
      >
        <h2 id="format-title">{t('format.title')}</h2>
        <p class="muted small">{t('format.intro')}</p>
        <fieldset class="kind-picker">
          <legend>{t('format.kind')}</legend>
          {KINDS.map((kind) => (
            <label key={kind} class={`kind-option${draft.format === kind ? ' chosen' : ''}`}>
              <input
                type="radio"
                name="format-kind"
                value={kind}
                checked={draft.format === kind}
                onChange={() => choose(kind)}
              />
              <span class="kind-name">{t(`format.kind.${kind}` as TextKey)}</span>
              <span class="kind-hint">{t(`format.kind.${kind}Hint` as TextKey)}</span>
            </label>
          ))}
        </fieldset>
        {draft.format === 'csv' && (
          <CsvOptions csv={draft.csv} onChange={(patch) => change('csv', patch)} problems={problems} />
        )}
        {draft.format === 'xml' && (
          <XmlOptions xml={draft.xml} onChange={(patch) => change('xml', patch)} problems={problems} />
        )}
        {draft.format === 'json' && (
          <JsonOptions
            json={draft.json}
            onChange={(patch) => change('json', patch)}
            problems={problems}
            columns={columns ?? []}
          />
        )}
        {draft.format === 'xls' && (
          <XlsOptions xls={draft.xls} onChange={(patch) => change('xls', patch)} problems={problems} />
        )}
        {draft.format === 'custom' && (
          <TwigOptions
            custom={draft.custom}
            onChange={(patch) => change('custom', patch)}
            problems={problems}
            twigProblems={twigProblems}
          />
        )}
        {saving.problem && (
          <Notice kind="error">
            <p>{saving.problem}</p>
            {Object.keys(saving.violations).length > 0 && (
              <ul>
                {Object.entries(saving.violations).map(([path, message]) => (
                  <li key={path}>
                    <code>{path}</code> {message}
                  </li>
                ))}
              </ul>
            )}
          </Notice>
        )}
        <div class={`save-bar ${dirty ? 'save-bar-dirty' : ''}`}>
          <p class="small" role="status">
            {dirty ? t('format.unsaved') : saving.savedOnce ? t('format.saved') : t('format.upToDate')}
          </p>
          <div class="save-actions">
            <button
              type="button"
              class="button"
              disabled={!dirty || saving.busy}
              onClick={() => {
                setDraft(saved);
                saving.clear();
              }}
            >
              {t('format.discard')}
            </button>
            <button
              type="submit"
              class="button primary"
              disabled={!dirty || saving.busy}
              aria-busy={saving.busy}
            >
              {saving.busy ? t('format.saving') : t('format.save')}
            </button>
          </div>
        </div>
      </form>
      <div class="format-side">
        {columnsProblem !== null && (
          <RetryNotice problem={explain(columnsProblem)} onRetry={() => setColumnsAsked((n) => n + 1)} />
        )}
        <FormatPreview preview={preview} onRetry={retry} fileName={`${handle}-sample.xlsx`} />
        <SampleTable
          columns={columns}
          rows={rows}
          edited={Object.keys(edits).length > 0}
          onReset={() => setEdits({})}
          onChange={(row, name, value) => setEdits((old) => ({ ...old, [`${row}:${name}`]: value }))}
        />
      </div>
    </div>
  );
}

/** A first item template for the custom format: each column by name, when Twig can name it so. */
function starterItem(columns: Column[]): string {
  const names = columns.map((c) => c.technical_name).filter((name) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
  return names.length === 0
    ? '{{ item|json_encode }}\n'
    : `${names.map((name) => `{{ ${name} }}`).join(' ; ')}\n`;
}
