/** A call that failed (often a lost connection), said in a sentence with a button to try again. */
import { t } from '../i18n.ts';
import { Notice } from './form.tsx';

export function RetryNotice(props: { problem: string; onRetry: () => void }) {
  return (
    <Notice kind="error">
      {props.problem}{' '}
      <button type="button" class="button small" onClick={props.onRetry}>
        {t('app.retry')}
      </button>
    </Notice>
  );
}
