/** Deleting a column asks first: its constraints go with it and the following columns move up. */
import { useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { readRefusal } from '../../ui/refusal.ts';
import type { Column } from './model.ts';

export function DeleteColumnDialog(props: {
  handle: string;
  column: Column;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function remove() {
    setBusy(true);
    setProblem(null);
    try {
      await request(
        'DELETE',
        `/template/${encodeURIComponent(props.handle)}/column/${props.column.column_id}`,
      );
      await props.onDeleted();
    } catch (error) {
      setProblem(readRefusal(error, []).general);
      setBusy(false);
    }
  }
  return (
    <ModalDialog
      title={t('template.delete.title', { name: props.column.pretty_name })}
      intro={t('template.delete.intro')}
      onClose={props.onClose}
    >
      {problem && <Notice kind="error">{problem}</Notice>}
      <div class="dialog-actions">
        <button type="button" class="button" autofocus onClick={props.onClose}>
          {t('template.cancel')}
        </button>
        <button type="button" class="button danger-solid" disabled={busy} aria-busy={busy} onClick={remove}>
          {t('template.delete.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
