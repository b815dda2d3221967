/**
 * The settings of each kind of source in the source form: a URL, an FTP or SFTP server (the two
 * share host, port, login and path), an e-mail address, a custom extractor. Each edits its part
 * of the draft (./source-draft.ts) and shows the server's refusal under the field it names.
 */
import { t } from '../../i18n.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { MetadataEditor } from '../../ui/metadata-editor.tsx';
import { Check, Choice, Input, PairList } from './fields.tsx';
import type { ServerDraft, SourceDraft } from './source-draft.ts';
import type { CustomExtractor } from './types.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const CONTENT_TYPES = [
  '',
  'application/json',
  'application/xml',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
] as const;

/** A block's part of the draft, how to change it, and the refusals of the last save. */
interface BlockProps<K extends keyof SourceDraft> {
  draft: SourceDraft[K];
  onChange: (patch: Partial<SourceDraft[K]>) => void;
  problemOf: (property: string) => string | undefined;
}

export function UrlBlock({ draft, onChange, problemOf }: BlockProps<'url'>) {
  return (
    <fieldset class="form-block">
      <legend>{t('automations.kind.url')}</legend>
      <div class="form-grid">
        <div class="span-2">
          <Input
            label={t('automations.url.url')}
            property="url.url"
            type="url"
            value={draft.url}
            onInput={(url) => onChange({ url })}
            placeholder="https://"
            problem={problemOf('url.url')}
            hint={t('automations.url.url.hint')}
          />
        </div>
        <Choice
          label={t('automations.url.method')}
          property="url.method"
          value={draft.method}
          onChange={(method) => onChange({ method })}
          problem={problemOf('url.method')}
          options={METHODS.map((m) => ({ value: m, label: m }))}
        />
        <Choice
          label={t('automations.url.contentType')}
          property="url.content_type"
          value={draft.contentType}
          onChange={(contentType) => onChange({ contentType })}
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
        pairs={draft.headers}
        onChange={(headers) => onChange({ headers })}
        problem={problemOf('url.headers')}
      />
      <PairList
        legend={t('automations.url.cookies')}
        addLabel={t('automations.url.cookies.add')}
        pairs={draft.cookies}
        onChange={(cookies) => onChange({ cookies })}
        problem={problemOf('url.cookies')}
      />
      {draft.method !== 'GET' && (
        <Input
          label={t('automations.url.body')}
          property="url.body"
          multiline
          value={draft.body}
          onInput={(body) => onChange({ body })}
          problem={problemOf('url.body')}
        />
      )}
    </fieldset>
  );
}

/** Host, port, login, password and path, under `ftp.` or `sftp.`. */
function ServerFields(props: {
  kind: 'ftp' | 'sftp';
  draft: ServerDraft;
  onChange: (patch: Partial<ServerDraft>) => void;
  problemOf: (property: string) => string | undefined;
  portPlaceholder?: string;
  passwordHint?: string | undefined;
}) {
  const { kind, draft, onChange, problemOf } = props;
  return (
    <>
      <Input
        label={t('automations.server.host')}
        property={`${kind}.host`}
        value={draft.host}
        onInput={(host) => onChange({ host })}
        problem={problemOf(`${kind}.host`)}
      />
      <Input
        label={t('automations.server.port')}
        property={`${kind}.port`}
        type="number"
        value={draft.port}
        onInput={(port) => onChange({ port })}
        placeholder={props.portPlaceholder}
        problem={problemOf(`${kind}.port`)}
      />
      <Input
        label={t('automations.server.username')}
        property={`${kind}.username`}
        value={draft.username}
        onInput={(username) => onChange({ username })}
        problem={problemOf(`${kind}.username`)}
      />
      <Input
        label={t('automations.server.password')}
        property={`${kind}.password`}
        type="password"
        value={draft.password}
        onInput={(password) => onChange({ password })}
        problem={problemOf(`${kind}.password`)}
        hint={props.passwordHint}
      />
      <div class="span-2">
        <Input
          label={t('automations.server.path')}
          property={`${kind}.path`}
          value={draft.path}
          onInput={(path) => onChange({ path })}
          placeholder="/exports/*.csv"
          problem={problemOf(`${kind}.path`)}
          hint={t('automations.server.path.hint')}
        />
      </div>
    </>
  );
}

/** `secretHint`: how a stored secret is kept, once the source exists. */
export function FtpBlock(props: BlockProps<'ftp'> & { secretHint: string | undefined }) {
  return (
    <fieldset class="form-block">
      <legend>{t('automations.kind.ftp')}</legend>
      <div class="form-grid">
        <ServerFields {...props} kind="ftp" portPlaceholder="21" passwordHint={props.secretHint} />
      </div>
      <Check
        label={t('automations.ftp.ssl')}
        checked={props.draft.ssl}
        onChange={(ssl) => props.onChange({ ssl })}
      />
    </fieldset>
  );
}

export function SftpBlock(props: BlockProps<'sftp'> & { secretHint: string | undefined }) {
  const { draft, onChange, problemOf, secretHint } = props;
  return (
    <fieldset class="form-block">
      <legend>{t('automations.kind.sftp')}</legend>
      <div class="form-grid">
        <ServerFields
          {...props}
          kind="sftp"
          passwordHint={secretHint ?? t('automations.sftp.password.hint')}
        />
        <div class="span-2">
          <Input
            label={t('automations.sftp.privateKey')}
            property="sftp.private_key"
            multiline
            value={draft.privateKey}
            onInput={(privateKey) => onChange({ privateKey })}
            placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
            problem={problemOf('sftp.private_key')}
            hint={secretHint ?? t('automations.sftp.privateKey.hint')}
          />
        </div>
        <Input
          label={t('automations.sftp.passphrase')}
          property="sftp.passphrase"
          type="password"
          value={draft.passphrase}
          onInput={(passphrase) => onChange({ passphrase })}
          problem={problemOf('sftp.passphrase')}
        />
        <div class="span-2">
          <Input
            label={t('automations.sftp.hostKey')}
            property="sftp.host_key"
            value={draft.hostKey}
            onInput={(hostKey) => onChange({ hostKey })}
            placeholder="SHA256:…"
            problem={problemOf('sftp.host_key')}
            hint={draft.hostKey ? t('automations.sftp.hostKey.pinned') : t('automations.sftp.hostKey.hint')}
            after={
              draft.hostKey && (
                <button type="button" class="button" onClick={() => onChange({ hostKey: '' })}>
                  {t('automations.sftp.hostKey.clear')}
                </button>
              )
            }
          />
        </div>
      </div>
    </fieldset>
  );
}

/** `address`: the source's own address, once the server has given it one. */
export function EmailBlock({
  draft,
  onChange,
  problemOf,
  address,
}: BlockProps<'email'> & { address: string | null }) {
  return (
    <fieldset class="form-block">
      <legend>{t('automations.kind.email')}</legend>
      {address ? (
        <div class="field">
          <span class="label">{t('automations.email.address')}</span>
          <div class="field-row email-address">
            <code>{address}</code>
            <CopyButton text={address} label={t('automations.email.copy')} />
          </div>
        </div>
      ) : (
        <p class="hint">{t('automations.email.addressLater')}</p>
      )}
      <Input
        label={t('automations.email.senders')}
        property="email.allowed_senders"
        multiline
        value={draft.senders}
        onInput={(senders) => onChange({ senders })}
        placeholder="*@partner.example"
        problem={problemOf('email.allowed_senders')}
        hint={t('automations.email.senders.hint')}
      />
      <Input
        label={t('automations.email.subject')}
        property="email.subject_pattern"
        value={draft.subject}
        onInput={(subject) => onChange({ subject })}
        placeholder={t('automations.email.subject.placeholder')}
        problem={problemOf('email.subject_pattern')}
        hint={t('automations.email.subject.hint')}
      />
    </fieldset>
  );
}

/** `installed`: the operator's extractors, null while they load. */
export function CustomBlock({
  draft,
  onChange,
  problemOf,
  installed,
}: BlockProps<'custom'> & { installed: CustomExtractor[] | null }) {
  return (
    <fieldset class="form-block">
      <legend>{t('automations.kind.custom')}</legend>
      <Choice
        label={t('automations.custom.extractor')}
        property="custom.custom_data_extractor_id"
        value={draft.extractorId}
        onChange={(extractorId) => onChange({ extractorId })}
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
        items={draft.metadata}
        onChange={(metadata) => onChange({ metadata })}
        problemOf={(path) => problemOf(path.replace('user_metadata', 'custom.metadata'))}
      />
    </fieldset>
  );
}
