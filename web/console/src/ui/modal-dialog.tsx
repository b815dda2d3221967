/**
 * A modal dialog (WAI-ARIA dialog pattern) on the native <dialog>: `showModal()` makes the rest of
 * the page inert, so Tab stays inside; Escape closes it; on close the focus goes back to the
 * control that opened it. The first field (or the element marked `data-autofocus`) gets the focus.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { t } from '../i18n.ts';

interface ModalDialogProps {
  title: string;
  /** One sentence under the title, read with it (aria-describedby). */
  intro?: string;
  onClose: () => void;
  /** `wide` for a form with many fields. */
  size?: 'narrow' | 'wide';
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
      class={`modal-dialog ${props.size === 'wide' ? 'modal-wide' : ''}`}
      aria-labelledby={titleId}
      aria-describedby={props.intro ? introId : undefined}
    >
      <div class="modal-head">
        <h2 id={titleId}>{props.title}</h2>
        <button
          type="button"
          class="button ghost dialog-close"
          aria-label={t('ui.dialog.close')}
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
