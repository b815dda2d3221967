/** "New template": a name and a handle proposed from it, created with POST /template, then opened. */
import { useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { navigate } from '../../router.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { NO_REFUSAL, type Refusal, readRefusal } from '../../ui/refusal.ts';
import { TextInput } from './inputs.tsx';
import type { Template } from './model.ts';

/** `Commandes été 2024` → `commandes-ete-2024`, as the server would make it (handle.ts). */
export function handleOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

export function NewTemplateDialog(props: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [handle, setHandle] = useState('');
  const [handTyped, setHandTyped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setRefusal(NO_REFUSAL);
    try {
      const created = await request<Template>('POST', '/template', {
        name: name.trim(),
        template_handle: handle.trim() || null,
      });
      props.onClose();
      navigate(`templates/${encodeURIComponent(created.template_handle)}/settings`);
    } catch (error) {
      setRefusal(readRefusal(error, ['name', 'template_handle']));
      setBusy(false);
    }
  }

  return (
    <ModalDialog title={t('template.new.title')} intro={t('template.new.intro')} onClose={props.onClose}>
      <form class="stack" onSubmit={submit} noValidate>
        {refusal.general && <Notice kind="error">{refusal.general}</Notice>}
        <TextInput
          id="new-template-name"
          label={t('template.new.name')}
          value={name}
          required
          maxLength={255}
          autofocus
          error={refusal.fields.name}
          onInput={(value) => {
            setName(value);
            if (!handTyped) setHandle(handleOf(value));
          }}
        />
        <TextInput
          id="new-template-handle"
          label={t('template.new.handle')}
          hint={t('template.new.handleHint')}
          value={handle}
          maxLength={63}
          error={refusal.fields.template_handle}
          onInput={(value) => {
            setHandTyped(true);
            setHandle(value);
          }}
        />
        <div class="modal-actions">
          <button type="button" class="button" onClick={props.onClose}>
            {t('template.cancel')}
          </button>
          <button type="submit" class="button primary" disabled={busy || !name.trim()} aria-busy={busy}>
            {busy ? t('template.new.creating') : t('template.new.create')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
