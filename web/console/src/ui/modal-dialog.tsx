/**
 * A modal dialog (WAI-ARIA dialog pattern) on the browser's own `<dialog>`: `showModal()` keeps the
 * keyboard inside, Escape closes it, and focus goes back to what opened it when it closes.
 * `ConfirmDialog` asks before something that cannot be undone and shows the server's refusal in it.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import { refusal } from './field-violations.ts';
import { Notice } from './form.tsx';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  /** `alertdialog` for a question about something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
}

/** Shown while it is rendered: the caller renders it to open it and stops to close it. */
export function ModalDialog(props: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    const closed = () => onClose.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog ref={ref} class="modal-dialog" role={props.role} aria-labelledby={titleId}>
      <div class="modal-head">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" class="button ghost modal-close" onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
          <span class="visually-hidden">{t('app.close')}</span>
        </button>
      </div>
      {props.children}
    </dialog>
  );
}

interface ConfirmDialogProps {
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  busyLabel?: string;
  /** The action; a refusal stays in the dialog as a sentence, success leaves it to the caller. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await props.onConfirm();
    } catch (error) {
      setProblem(refusal(error));
    }
    setBusy(false);
  }
  return (
    <ModalDialog title={props.title} onClose={props.onClose} role="alertdialog">
      <form onSubmit={submit}>
        <div class="modal-body">{props.children}</div>
        {problem && <Notice kind="error">{problem}</Notice>}
        <div class="modal-actions">
          <button type="button" class="button" onClick={props.onClose} autofocus>
            {t('parts.cancel')}
          </button>
          <button type="submit" class="button danger" disabled={busy} aria-busy={busy}>
            {busy ? (props.busyLabel ?? props.confirmLabel) : props.confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
