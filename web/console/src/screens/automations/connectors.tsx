/**
 * The connectors of the organisation: mappings and reading options saved from a run, which feeds
 * apply to later files. They are made from a transformation (the importer's "save as connector");
 * here they are renamed, their reading options changed, or deleted.
 */
import { useState } from 'preact/hooks';
import { explain } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ConfirmDialog, ModalDialog } from '../../ui/modal-dialog.tsx';
import { readRefusal } from '../../ui/refusal.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { when } from './feeds.tsx';
import { Input, problemFinder } from './fields.tsx';
import { Dependents } from './sources.tsx';
import type { Connector, Feed } from './types.ts';
import { useList } from './use-list.ts';

export function Connectors() {
  const connectors = useList<Connector>('/connectors');
  const feeds = useList<Feed>('/feeds');
  const [editing, setEditing] = useState<Connector | null>(null);
  const [deleting, setDeleting] = useState<Connector | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = connectors.entries;
  const feedsOf = (connector: Connector) =>
    (feeds.entries ?? []).filter((feed) => feed.connector_id === connector.connector_id);

  async function remove(connector: Connector) {
    await request('DELETE', `/connector/${connector.connector_id}`);
    setDeleting(null);
    setNotice(t('automations.connector.deleted', { name: connector.name }));
    connectors.reload();
  }

  return (
    <div class="automations-panel">
      <div class="panel-head">
        <p class="muted">{t('automations.connectors.intro')}</p>
      </div>
      {notice && <Notice kind="ok">{notice}</Notice>}
      {connectors.problem !== null && (
        <RetryNotice problem={explain(connectors.problem)} onRetry={connectors.reload} />
      )}
      {!list && connectors.problem === null && <p class="muted">{t('app.loading')}</p>}
      {list && list.length === 0 && (
        <div class="card empty">
          <p class="strong">{t('automations.connectors.none')}</p>
          <p>{t('automations.connectors.noneHint')}</p>
        </div>
      )}
      {list && list.length > 0 && (
        <div class="card table-card">
          <table class="table automations-table">
            <caption class="visually-hidden">{t('automations.section.connectors')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('automations.connector.name')}</th>
                <th scope="col" class="wide-only">
                  {t('automations.feed.template')}
                </th>
                <th scope="col" class="wide-only">
                  {t('automations.connector.columns')}
                </th>
                <th scope="col" class="wide-only">
                  {t('automations.connector.updated')}
                </th>
                <th scope="col">
                  <span class="visually-hidden">{t('automations.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((connector) => (
                <tr key={connector.connector_id}>
                  <td>
                    <span class="strong">{connector.name}</span>
                    {connector.customer_id && <span class="badge">{t('automations.ofCustomer')}</span>}
                    <span class="narrow-only muted small">
                      <code>{connector.template_handle}</code>
                    </span>
                  </td>
                  <td class="wide-only">
                    <code>{connector.template_handle}</code>
                  </td>
                  <td class="wide-only muted">
                    {t('automations.connector.mapped', {
                      count: connector.columns.filter((column) => column.source).length,
                    })}
                  </td>
                  <td class="wide-only muted">{when(connector.updated_at)}</td>
                  <td class="row-actions">
                    <button
                      type="button"
                      class="button small"
                      aria-label={t('automations.editOne', { name: connector.name })}
                      onClick={() => setEditing(connector)}
                    >
                      {t('automations.edit')}
                    </button>
                    <button
                      type="button"
                      class="button small danger-quiet"
                      aria-label={t('automations.deleteOne', { name: connector.name })}
                      onClick={() => setDeleting(connector)}
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
        <ConnectorForm
          connector={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(t('automations.connector.saved', { name: saved.name }));
            connectors.reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('automations.connector.deleteTitle', { name: deleting.name })}
          confirmLabel={t('automations.delete')}
          busyLabel={t('automations.deleting')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>{t('automations.connector.deleteWhat')}</p>
          {feedsOf(deleting).length > 0 && (
            <Dependents names={feedsOf(deleting).map((feed) => feed.name)} none="" />
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}

const KNOWN = [
  'name',
  'picture_url',
  'reading.encoding',
  'reading.delimiter',
  'reading.header_row',
  'reading.sheet',
  'reading.records_path',
];

function ConnectorForm(props: {
  connector: Connector;
  onClose: () => void;
  onSaved: (c: Connector) => void;
}) {
  const stored = props.connector;
  const [name, setName] = useState(stored.name);
  const [picture, setPicture] = useState(stored.picture_url ?? '');
  const [encoding, setEncoding] = useState(stored.reading.encoding ?? '');
  const [delimiter, setDelimiter] = useState(stored.reading.delimiter ?? '');
  const [headerRow, setHeaderRow] = useState(stored.reading.header_row?.toString() ?? '');
  const [sheet, setSheet] = useState(stored.reading.sheet?.toString() ?? '');
  const [recordsPath, setRecordsPath] = useState(stored.reading.records_path ?? '');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const problemOf = problemFinder(problems);

  async function save(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setGeneral(null);
    const sheetValue = sheet.trim() === '' ? null : /^\d+$/.test(sheet.trim()) ? Number(sheet) : sheet.trim();
    try {
      const saved = await request<Connector>('PUT', `/connector/${stored.connector_id}`, {
        name: name.trim() || null,
        picture_url: picture.trim() || null,
        reading: {
          encoding: encoding.trim() || null,
          delimiter: delimiter || null,
          header_row: headerRow.trim() ? Number(headerRow) : null,
          sheet: sheetValue,
          records_path: recordsPath.trim() || null,
        },
      });
      props.onSaved(saved);
    } catch (error) {
      const refusal = readRefusal(error, KNOWN);
      setProblems(refusal.fields);
      setGeneral(refusal.general ?? t('automations.checkFields'));
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      title={t('automations.connector.edit')}
      intro={t('automations.connector.formIntro')}
      onClose={props.onClose}
      size="wide"
    >
      <form class="automation-form" onSubmit={save} noValidate>
        <div class="form-grid">
          <Input
            label={t('automations.connector.name')}
            property="name"
            value={name}
            onInput={setName}
            problem={problemOf('name')}
          />
          <Input
            label={t('automations.connector.picture')}
            property="picture_url"
            type="url"
            value={picture}
            onInput={setPicture}
            placeholder="https://"
            problem={problemOf('picture_url')}
          />
        </div>
        <fieldset class="form-block">
          <legend>{t('automations.connector.reading')}</legend>
          <p class="hint">{t('automations.connector.reading.hint')}</p>
          <div class="form-grid">
            <Input
              label={t('automations.connector.encoding')}
              property="reading.encoding"
              value={encoding}
              onInput={setEncoding}
              placeholder="UTF-8"
              problem={problemOf('reading.encoding')}
            />
            <Input
              label={t('automations.connector.delimiter')}
              property="reading.delimiter"
              value={delimiter}
              onInput={setDelimiter}
              placeholder=";"
              problem={problemOf('reading.delimiter')}
            />
            <Input
              label={t('automations.connector.headerRow')}
              property="reading.header_row"
              type="number"
              value={headerRow}
              onInput={setHeaderRow}
              placeholder="1"
              problem={problemOf('reading.header_row')}
            />
            <Input
              label={t('automations.connector.sheet')}
              property="reading.sheet"
              value={sheet}
              onInput={setSheet}
              problem={problemOf('reading.sheet')}
            />
            <div class="span-2">
              <Input
                label={t('automations.connector.recordsPath')}
                property="reading.records_path"
                value={recordsPath}
                onInput={setRecordsPath}
                placeholder="data.items"
                problem={problemOf('reading.records_path')}
              />
            </div>
          </div>
        </fieldset>
        {general && <Notice kind="error">{general}</Notice>}
        <div class="dialog-actions">
          <button type="button" class="button" onClick={props.onClose}>
            {t('parts.cancel')}
          </button>
          <button type="submit" class="button primary" disabled={busy} aria-busy={busy}>
            {busy ? t('automations.saving') : t('automations.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
