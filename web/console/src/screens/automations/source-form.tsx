/**
 * Creating or editing a source in a dialog: its name, its kind, and the settings of that kind
 * (upload, URL, FTP, SFTP, e-mail, custom extractor). Secrets read `********`; saved so, they keep
 * the stored value. A refusal (409) is said under the field it names.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Notice } from '../../ui/form.tsx';
import { MetadataEditor, type MetadataItem } from '../../ui/metadata-editor.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { readRefusal } from '../../ui/refusal.ts';
import { Check, Choice, Input, type Pair, PairList, problemFinder } from './fields.tsx';
import { type CustomExtractor, EXTRACTORS, type Extractor, type Source, type SourceBody } from './types.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const CONTENT_TYPES = [
  '',
  'application/json',
  'application/xml',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
] as const;

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

const pairs = (map: Record<string, string> | undefined): Pair[] =>
  Object.entries(map ?? {}).map(([name, value]) => ({ name, value }));
const record = (list: Pair[]) =>
  Object.fromEntries(list.filter((pair) => pair.name.trim()).map((pair) => [pair.name.trim(), pair.value]));
const portOf = (text: string) => (text.trim() ? Number(text.trim()) : null);

interface SourceFormProps {
  source: Source | null;
  onClose: () => void;
  onSaved: (source: Source) => void;
}

export function SourceForm(props: SourceFormProps) {
  const stored = props.source;
  const [name, setName] = useState(stored?.name ?? '');
  const [extractor, setExtractor] = useState<Extractor>(stored?.data_extractor ?? 'url');
  // URL
  const [url, setUrl] = useState(stored?.url?.url ?? '');
  const [method, setMethod] = useState<string>(stored?.url?.method ?? 'GET');
  const [headers, setHeaders] = useState(pairs(stored?.url?.headers));
  const [cookies, setCookies] = useState(pairs(stored?.url?.cookies));
  const [contentType, setContentType] = useState<string>(stored?.url?.content_type ?? '');
  const [body, setBody] = useState(stored?.url?.body ?? '');
  // FTP
  const [ftpHost, setFtpHost] = useState(stored?.ftp?.host ?? '');
  const [ftpPort, setFtpPort] = useState(stored?.ftp?.port?.toString() ?? '');
  const [ftpUser, setFtpUser] = useState(stored?.ftp?.username ?? '');
  const [ftpPassword, setFtpPassword] = useState(stored?.ftp?.password ?? '');
  const [ftpPath, setFtpPath] = useState(stored?.ftp?.path ?? '');
  const [ftpSsl, setFtpSsl] = useState(stored?.ftp?.is_ssl ?? false);
  // SFTP
  const [sftpHost, setSftpHost] = useState(stored?.sftp?.host ?? '');
  const [sftpPort, setSftpPort] = useState(stored?.sftp?.port?.toString() ?? '22');
  const [sftpUser, setSftpUser] = useState(stored?.sftp?.username ?? '');
  const [sftpPassword, setSftpPassword] = useState(stored?.sftp?.password ?? '');
  const [privateKey, setPrivateKey] = useState(stored?.sftp?.private_key ?? '');
  const [passphrase, setPassphrase] = useState(stored?.sftp?.passphrase ?? '');
  const [sftpPath, setSftpPath] = useState(stored?.sftp?.path ?? '');
  const [hostKey, setHostKey] = useState(stored?.sftp?.host_key ?? '');
  // E-mail
  const [senders, setSenders] = useState((stored?.email?.allowed_senders ?? []).join('\n'));
  const [subject, setSubject] = useState(stored?.email?.subject_pattern ?? '');
  // Custom
  const [extractorId, setExtractorId] = useState(stored?.custom?.custom_data_extractor_id ?? '');
  const [metadata, setMetadata] = useState<MetadataItem[]>(
    stored?.custom?.metadata.map((item) => ({ name: item.name, value: item.value ?? '' })) ?? [],
  );
  const [installed, setInstalled] = useState<CustomExtractor[] | null>(null);

  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const problemOf = problemFinder(problems);

  useEffect(() => {
    if (extractor !== 'custom' || installed) return;
    request<CustomExtractor[]>('GET', '/custom-extractors').then(setInstalled, () => setInstalled([]));
  }, [extractor, installed]);

  function block(): Partial<SourceBody> {
    switch (extractor) {
      case 'url':
        return {
          url: {
            url: url.trim(),
            method,
            headers: record(headers),
            cookies: record(cookies),
            content_type: contentType || null,
            body: body || null,
          },
        };
      case 'ftp':
        return {
          ftp: {
            host: ftpHost.trim(),
            port: portOf(ftpPort),
            username: ftpUser,
            password: ftpPassword,
            path: ftpPath.trim(),
            is_ssl: ftpSsl,
          },
        };
      case 'sftp':
        return {
          sftp: {
            host: sftpHost.trim(),
            port: portOf(sftpPort),
            username: sftpUser,
            password: sftpPassword || null,
            private_key: privateKey || null,
            passphrase: passphrase || null,
            path: sftpPath.trim(),
            host_key: hostKey.trim() || null,
          },
        };
      case 'email':
        return {
          email: {
            allowed_senders: senders
              .split(/[\s,;]+/)
              .map((sender) => sender.trim())
              .filter(Boolean),
            subject_pattern: subject.trim() || null,
          },
        };
      case 'custom':
        return {
          custom: {
            custom_data_extractor_id: extractorId || null,
            metadata: metadata.map((item) => ({ name: item.name.trim(), value: item.value || null })),
          },
        };
      default:
        return {};
    }
  }

  async function save(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setGeneral(null);
    // A kind the form does not make (api_fetcher) keeps its settings: only the name is sent.
    const editable = (EXTRACTORS as readonly string[]).includes(extractor);
    const payload: SourceBody = editable
      ? { name: name.trim() || null, data_extractor: extractor, ...block() }
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

        {extractor === 'url' && (
          <fieldset class="form-block">
            <legend>{t('automations.kind.url')}</legend>
            <div class="form-grid">
              <div class="span-2">
                <Input
                  label={t('automations.url.url')}
                  property="url.url"
                  type="url"
                  value={url}
                  onInput={setUrl}
                  placeholder="https://"
                  problem={problemOf('url.url')}
                  hint={t('automations.url.url.hint')}
                />
              </div>
              <Choice
                label={t('automations.url.method')}
                property="url.method"
                value={method}
                onChange={setMethod}
                problem={problemOf('url.method')}
                options={METHODS.map((m) => ({ value: m, label: m }))}
              />
              <Choice
                label={t('automations.url.contentType')}
                property="url.content_type"
                value={contentType}
                onChange={setContentType}
                problem={problemOf('url.content_type')}
                options={CONTENT_TYPES.map((type) => ({
                  value: type,
                  label: type || t('automations.url.contentType.none'),
                }))}
              />
            </div>
            <PairList
              legend={t('automations.url.headers')}
              addLabel={t('automations.url.headers.add')}
              hint={t('automations.url.headers.hint')}
              pairs={headers}
              onChange={setHeaders}
              problem={problemOf('url.headers')}
            />
            <PairList
              legend={t('automations.url.cookies')}
              addLabel={t('automations.url.cookies.add')}
              pairs={cookies}
              onChange={setCookies}
              problem={problemOf('url.cookies')}
            />
            {method !== 'GET' && (
              <Input
                label={t('automations.url.body')}
                property="url.body"
                multiline
                value={body}
                onInput={setBody}
                problem={problemOf('url.body')}
              />
            )}
          </fieldset>
        )}

        {extractor === 'ftp' && (
          <fieldset class="form-block">
            <legend>{t('automations.kind.ftp')}</legend>
            <div class="form-grid">
              <Input
                label={t('automations.server.host')}
                property="ftp.host"
                value={ftpHost}
                onInput={setFtpHost}
                problem={problemOf('ftp.host')}
              />
              <Input
                label={t('automations.server.port')}
                property="ftp.port"
                type="number"
                value={ftpPort}
                onInput={setFtpPort}
                placeholder="21"
                problem={problemOf('ftp.port')}
              />
              <Input
                label={t('automations.server.username')}
                property="ftp.username"
                value={ftpUser}
                onInput={setFtpUser}
                problem={problemOf('ftp.username')}
              />
              <Input
                label={t('automations.server.password')}
                property="ftp.password"
                type="password"
                value={ftpPassword}
                onInput={setFtpPassword}
                problem={problemOf('ftp.password')}
                hint={secretHint}
              />
              <div class="span-2">
                <Input
                  label={t('automations.server.path')}
                  property="ftp.path"
                  value={ftpPath}
                  onInput={setFtpPath}
                  placeholder="/exports/*.csv"
                  problem={problemOf('ftp.path')}
                  hint={t('automations.server.path.hint')}
                />
              </div>
            </div>
            <Check label={t('automations.ftp.ssl')} checked={ftpSsl} onChange={setFtpSsl} />
          </fieldset>
        )}

        {extractor === 'sftp' && (
          <fieldset class="form-block">
            <legend>{t('automations.kind.sftp')}</legend>
            <div class="form-grid">
              <Input
                label={t('automations.server.host')}
                property="sftp.host"
                value={sftpHost}
                onInput={setSftpHost}
                problem={problemOf('sftp.host')}
              />
              <Input
                label={t('automations.server.port')}
                property="sftp.port"
                type="number"
                value={sftpPort}
                onInput={setSftpPort}
                problem={problemOf('sftp.port')}
              />
              <Input
                label={t('automations.server.username')}
                property="sftp.username"
                value={sftpUser}
                onInput={setSftpUser}
                problem={problemOf('sftp.username')}
              />
              <Input
                label={t('automations.server.password')}
                property="sftp.password"
                type="password"
                value={sftpPassword}
                onInput={setSftpPassword}
                problem={problemOf('sftp.password')}
                hint={secretHint ?? t('automations.sftp.password.hint')}
              />
              <div class="span-2">
                <Input
                  label={t('automations.server.path')}
                  property="sftp.path"
                  value={sftpPath}
                  onInput={setSftpPath}
                  placeholder="/exports/*.csv"
                  problem={problemOf('sftp.path')}
                  hint={t('automations.server.path.hint')}
                />
              </div>
              <div class="span-2">
                <Input
                  label={t('automations.sftp.privateKey')}
                  property="sftp.private_key"
                  multiline
                  value={privateKey}
                  onInput={setPrivateKey}
                  placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
                  problem={problemOf('sftp.private_key')}
                  hint={secretHint ?? t('automations.sftp.privateKey.hint')}
                />
              </div>
              <Input
                label={t('automations.sftp.passphrase')}
                property="sftp.passphrase"
                type="password"
                value={passphrase}
                onInput={setPassphrase}
                problem={problemOf('sftp.passphrase')}
              />
              <div class="span-2">
                <Input
                  label={t('automations.sftp.hostKey')}
                  property="sftp.host_key"
                  value={hostKey}
                  onInput={setHostKey}
                  placeholder="SHA256:…"
                  problem={problemOf('sftp.host_key')}
                  hint={hostKey ? t('automations.sftp.hostKey.pinned') : t('automations.sftp.hostKey.hint')}
                  after={
                    hostKey && (
                      <button type="button" class="button" onClick={() => setHostKey('')}>
                        {t('automations.sftp.hostKey.clear')}
                      </button>
                    )
                  }
                />
              </div>
            </div>
          </fieldset>
        )}

        {extractor === 'email' && (
          <fieldset class="form-block">
            <legend>{t('automations.kind.email')}</legend>
            {stored?.email?.address ? (
              <div class="field">
                <span class="label">{t('automations.email.address')}</span>
                <div class="field-row email-address">
                  <code>{stored.email.address}</code>
                  <CopyButton text={stored.email.address} label={t('automations.email.copy')} />
                </div>
              </div>
            ) : (
              <p class="hint">{t('automations.email.addressLater')}</p>
            )}
            <Input
              label={t('automations.email.senders')}
              property="email.allowed_senders"
              multiline
              value={senders}
              onInput={setSenders}
              placeholder="*@partner.example"
              problem={problemOf('email.allowed_senders')}
              hint={t('automations.email.senders.hint')}
            />
            <Input
              label={t('automations.email.subject')}
              property="email.subject_pattern"
              value={subject}
              onInput={setSubject}
              placeholder="^Daily export"
              problem={problemOf('email.subject_pattern')}
              hint={t('automations.email.subject.hint')}
            />
          </fieldset>
        )}

        {extractor === 'custom' && (
          <fieldset class="form-block">
            <legend>{t('automations.kind.custom')}</legend>
            <Choice
              label={t('automations.custom.extractor')}
              property="custom.custom_data_extractor_id"
              value={extractorId}
              onChange={setExtractorId}
              problem={problemOf('custom.custom_data_extractor_id')}
              hint={installed?.length === 0 ? t('automations.custom.none') : undefined}
              options={[
                { value: '', label: t('automations.custom.choose') },
                ...(installed ?? []).map((entry) => ({
                  value: entry.custom_data_extractor_id,
                  label: `${entry.name} (${entry.handle})`,
                })),
              ]}
            />
            <MetadataEditor
              id="custom-metadata"
              legend={t('automations.custom.metadata')}
              words="customers"
              hint={t('automations.custom.metadata.hint')}
              items={metadata}
              onChange={setMetadata}
              problemOf={(path) => problemOf(path.replace('user_metadata', 'custom.metadata'))}
            />
          </fieldset>
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
