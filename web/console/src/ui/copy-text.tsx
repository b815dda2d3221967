/**
 * A text to copy (a link) shown whole, with a button that copies it and says "Copied". Without
 * the clipboard API (an http page not on localhost, a refused permission) the text is selected
 * instead, for Ctrl+C, and the button says so.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n.ts';

/** How long "Copied" stays on the button before it reads "Copy" again. */
const CONFIRMATION_MS = 2500;

export function CopyText(props: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'selected'>('idle');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(props.text);
      setState('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setState('selected');
    }
  }

  return (
    <div class="copy-text">
      <input
        ref={field}
        class="copy-text-value"
        readOnly
        value={props.text}
        aria-label={props.label}
        onFocus={(event) => (event.target as HTMLInputElement).select()}
      />
      <button type="button" class="button" onClick={copy}>
        {state === 'copied' ? t('ui.copy.copied') : t('ui.copy.copy')}
      </button>
      <span class="visually-hidden" role="status">
        {state === 'copied' ? t('ui.copy.copiedSaid') : state === 'selected' ? t('ui.copy.selected') : ''}
      </span>
      {state === 'selected' && <p class="muted small copy-text-hint">{t('ui.copy.selected')}</p>}
    </div>
  );
}
