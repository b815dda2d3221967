/** A page or part that could not load: the reason in a sentence and a way to try again, never a blank. */
import { explain } from '../errors.ts';
import { t } from '../i18n.ts';

export function LoadProblem(props: { error: unknown; onRetry: () => void }) {
  return (
    <div class="notice notice-error load-problem" role="alert">
      <span>{explain(props.error)}</span>
      <button type="button" class="button" onClick={props.onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
