/**
 * Creating or editing a source in a dialog: its name, its kind, and the settings of that kind
 * (upload, URL, FTP, SFTP, e-mail, custom extractor). Secrets read `********`; saved so, they keep
 * the stored value. A refusal (409) is said under the field it names.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { readRefusal } from '../../ui/refusal.ts';
import { Choice, Input, problemFinder } from './fields.tsx';
import { CustomBlock, EmailBlock, FtpBlock, SftpBlock, UrlBlock } from './source-blocks.tsx';
import { blockOf, draftOf, type SourceDraft } from './source-draft.ts';
import { type CustomExtractor, EXTRACTORS, type Extractor, type Source, type SourceBody } from './types.ts';

/** The properties the form shows under a field; any other refusal is said at the end. */
const KNOWN = [
  'name',
  'data_extractor',
  'url.url',
  'url.method',
  'url.headers',
  'url.cookies',
  'url.content_type',
  'url.body',
  'ftp.host',
  'ftp.port',
  'ftp.username',
  'ftp.password',
  'ftp.path',
  'sftp.host',
  'sftp.port',
  'sftp.username',
  'sftp.password',
  'sftp.private_key',
  'sftp.passphrase',
  'sftp.path',
  'sftp.host_key',
  'email.allowed_senders',
  'email.subject_pattern',
  'custom.custom_data_extractor_id',
  'custom.metadata',
];

interface SourceFormProps {
  source: Source | null;
  onClose: () => void;
  onSaved: (source: Source) => void;
}

export function SourceForm(props: SourceFormProps) {
  const stored = props.source;
  const [name, setName] = useState(stored?.name ?? '');
  const [extractor, setExtractor] = useState<Extractor>(stored?.data_extractor ?? 'url');
  const [draft, setDraft] = useState(() => draftOf(stored));
  /** Changes one kind's part of the draft. */
  const edit =
    <K extends keyof SourceDraft>(kind: K) =>
    (patch: Partial<SourceDraft[K]>) =>
      setDraft((current) => ({ ...current, [kind]: { ...current[kind], ...patch } }));
  const [installed, setInstalled] = useState<CustomExtractor[] | null>(null);

  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const problemOf = problemFinder(problems);

  useEffect(() => {
    if (extractor !== 'custom' || installed) return;
    request<CustomExtractor[]>('GET', '/custom-extractors').then(setInstalled, () => setInstalled([]));
  }, [extractor, installed]);

  async function save(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setGeneral(null);
    // A kind the form does not make (api_fetcher) keeps its settings: only the name is sent.
    const editable = (EXTRACTORS as readonly string[]).includes(extractor);
    const payload: SourceBody = editable
      ? { name: name.trim() || null, data_extractor: extractor, ...blockOf(extractor, draft) }
      : { name: name.trim() || null };
    try {
      const saved = stored
        ? await request<Source>('PUT', `/sender/source/${stored.source_id}`, payload)
        : await request<Source>('POST', '/sender/source', payload);
      props.onSaved(saved);
    } catch (error) {
      const refusal = readRefusal(error, KNOWN);
      setProblems(refusal.fields);
      setGeneral(refusal.general ?? t('automations.checkFields'));
      setBusy(false);
      const first = KNOWN.find((path) => refusal.fields[path]);
      if (first) document.querySelector<HTMLElement>(`[data-property="${first}"]`)?.focus();
    }
  }

  const secretHint = stored ? t('automations.secret.kept') : undefined;
  const kinds = [
    ...EXTRACTORS,
    ...(stored && !EXTRACTORS.includes(stored.data_extractor as never) ? [stored.data_extractor] : []),
  ];

  return (
    <ModalDialog
      title={stored ? t('automations.source.edit') : t('automations.source.new')}
      intro={t('automations.source.formIntro')}
      onClose={props.onClose}
      size="wide"
    >
      <form class="automation-form" onSubmit={save} noValidate>
        <div class="form-grid">
          <Input
            label={t('automations.source.name')}
            property="name"
            value={name}
            onInput={setName}
            problem={problemOf('name')}
          />
          <Choice
            label={t('automations.source.kind')}
            property="data_extractor"
            value={extractor}
            onChange={setExtractor}
            problem={problemOf('data_extractor')}
            hint={t(`automations.kind.${extractor}.hint`)}
            options={kinds.map((kind) => ({ value: kind, label: t(`automations.kind.${kind}`) }))}
          />
        </div>

        {extractor === 'url' && <UrlBlock draft={draft.url} onChange={edit('url')} problemOf={problemOf} />}
        {extractor === 'ftp' && (
          <FtpBlock draft={draft.ftp} onChange={edit('ftp')} problemOf={problemOf} secretHint={secretHint} />
        )}
        {extractor === 'sftp' && (
          <SftpBlock
            draft={draft.sftp}
            onChange={edit('sftp')}
            problemOf={problemOf}
            secretHint={secretHint}
          />
        )}
        {extractor === 'email' && (
          <EmailBlock
            draft={draft.email}
            onChange={edit('email')}
            problemOf={problemOf}
            address={stored?.email?.address ?? null}
          />
        )}
        {extractor === 'custom' && (
          <CustomBlock
            draft={draft.custom}
            onChange={edit('custom')}
            problemOf={problemOf}
            installed={installed}
          />
        )}

        {general && <Notice kind="error">{general}</Notice>}
        <div class="dialog-actions">
          <button type="button" class="button" onClick={props.onClose}>
            {t('parts.cancel')}
          </button>
          <button type="submit" class="button primary" disabled={busy} aria-busy={busy}>
            {busy ? t('automations.saving') : stored ? t('automations.save') : t('automations.create')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
