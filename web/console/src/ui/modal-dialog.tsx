/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves into it, Tab and Shift+Tab stay inside,
 * Escape or the backdrop closes it, and focus returns to what opened it.
 */
import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  title: string;
  /** A sentence under the title, read with it (aria-describedby). */
  intro?: string;
  onClose: () => void;
  /** `wide` for a form with many fields. */
  size?: 'narrow' | 'wide';
  children: ComponentChildren;
}

export function ModalDialog(props: ModalDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useRef(props.onClose);
  close.current = props.onClose;

  // Before the first paint, so that a key pressed as the dialog appears already lands in it.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first =
      box.current?.querySelector<HTMLElement>('[autofocus]') ??
      box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    // Back to what opened the dialog; when that is gone (a deleted row's button), to the page.
    return () => (opener?.isConnected ? opener.focus() : document.getElementById('content')?.focus());
  }, []);

  // Escape closes from wherever the focus is; a part of the dialog that handles Escape itself
  // (a suggestion list) prevents its default first. Listening from the first render: effects
  // wait for an animation frame, which a background tab may not give soon.
  useLayoutEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog is the mouse's shortcut; Escape and Cancel are the keyboard's.
    <div
      class="dialog-backdrop"
      role="presentation"
      onMouseDown={(event) => event.target === event.currentTarget && close.current()}
    >
      <div
        ref={box}
        class={`dialog dialog-${props.size ?? 'narrow'}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={props.intro ? `${id}-intro` : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} class="dialog-title">
          {props.title}
        </h2>
        {props.intro && (
          <p id={`${id}-intro`} class="muted dialog-intro">
            {props.intro}
          </p>
        )}
        {props.children}
      </div>
    </div>
  );
}
