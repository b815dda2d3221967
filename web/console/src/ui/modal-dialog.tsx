/**
 * A modal dialog (WAI-ARIA dialog pattern) on the native <dialog>: `showModal()` makes the rest of
 * the page inert, so Tab stays inside; Escape closes it; on close the focus goes back to the
 * control that opened it. The first field (or the element marked `data-autofocus`) gets the focus.
 * `ConfirmDialog` asks before something that cannot be undone and shows the server's refusal in it.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import { Notice } from './form.tsx';
import { refusal } from './refusal.ts';

interface ModalDialogProps {
  title: string;
  /** One sentence under the title, read with it (aria-describedby). */
  intro?: string;
  onClose: () => void;
  /** `wide` for a form with many fields; `full` for a whole app in a frame (a template's Try it). */
  size?: 'narrow' | 'wide' | 'full';
  /** `alertdialog` for a question about something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  children: ComponentChildren;
}

export function ModalDialog(props: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('input, select, textarea, button:not(.dialog-close)');
    first?.focus();
    // Escape fires `cancel`: the parent decides (it unmounts the dialog), the browser does not close it alone.
    const cancel = (event: Event) => {
      event.preventDefault();
      onClose.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      class={`modal-dialog ${props.size === 'wide' || props.size === 'full' ? `modal-${props.size}` : ''}`}
      role={props.role}
      aria-labelledby={titleId}
      aria-describedby={props.intro ? introId : undefined}
    >
      <div class="modal-head">
        <h2 id={titleId}>{props.title}</h2>
        <button
          type="button"
          class="button ghost dialog-close"
          aria-label={t('app.close')}
          onClick={props.onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {props.intro && (
        <p id={introId} class="muted">
          {props.intro}
        </p>
      )}
      {props.children}
    </dialog>
  );
}

interface ConfirmDialogProps {
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  busyLabel?: string;
  /** `primary` for an action that changes nothing already there (a replay); `danger` otherwise. */
  tone?: 'danger' | 'primary';
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
          <button type="submit" class={`button ${props.tone ?? 'danger'}`} disabled={busy} aria-busy={busy}>
            {busy ? (props.busyLabel ?? props.confirmLabel) : props.confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
