/** Previous and next page of a list the server pages (`page`, `total_pages`), with where one is. */
import { t } from '../i18n.ts';

export function Pager(props: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (props.pages <= 1) return null;
  return (
    <nav class="pager" aria-label={props.label}>
      <button
        type="button"
        class="button"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('ui.pager.previous')}
      </button>
      <span class="muted small" aria-live="polite">
        {t('ui.pager.position', { page: props.page, pages: props.pages })}
      </span>
      <button
        type="button"
        class="button"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('ui.pager.next')}
      </button>
    </nav>
  );
}
