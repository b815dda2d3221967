/** A secret the server shows once (an API key, the embed secret): shown with a copy button and a plain warning. */
import { t } from '../i18n.ts';
import { CopyButton } from './copy-button.tsx';

export function SecretOnce(props: { label: string; secret: string; onDone: () => void }) {
  return (
    <section class="secret-once" aria-label={props.label}>
      <p class="secret-once-warning">
        <strong>{t('parts.secretOnce')}</strong>
      </p>
      <div class="secret-once-value">
        <code data-secret>{props.secret}</code>
        <CopyButton text={props.secret} class="primary" />
      </div>
      <button type="button" class="button ghost small" onClick={props.onDone}>
        {t('parts.secretStored')}
      </button>
    </section>
  );
}
