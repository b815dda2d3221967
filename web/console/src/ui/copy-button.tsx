/**
 * A button that copies a text to the clipboard and says so ("Copied") where a screen reader hears
 * it. Without the clipboard API (a page served over plain http elsewhere than localhost) it
 * selects the text in a hidden field and uses the older copy command.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n.ts';

async function copy(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

export function CopyButton(props: { text: string; label?: string; class?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <span class="copy">
      <button
        type="button"
        class={`button ${props.class ?? ''}`}
        onClick={() =>
          copy(props.text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {props.label ?? t('parts.copy')}
      </button>
      <span role="status" class={`copy-state ${state === 'failed' ? 'copy-failed' : ''}`}>
        {state === 'copied' ? t('parts.copied') : state === 'failed' ? t('parts.copyFailed') : ''}
      </span>
    </span>
  );
}
