/** An import's status as a coloured word, with its percentage while it runs. */
import { t } from '../../i18n.ts';
import type { BulkImport } from './types.ts';

export function StatusBadge(props: { entry: BulkImport }) {
  const { status, progress } = props.entry;
  return (
    <span class={`badge import-status import-status-${status}`}>
      {t(`bulkImports.status.${status}`)}
      {status === 'processing' ? ` · ${t('bulkImports.percent', { percent: progress })}` : ''}
    </span>
  );
}
