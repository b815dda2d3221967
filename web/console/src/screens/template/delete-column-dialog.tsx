/** Deleting a column asks first: its constraints go with it and the following columns move up. */
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { ConfirmDialog } from '../../ui/modal-dialog.tsx';
import type { Column } from './model.ts';

export function DeleteColumnDialog(props: {
  handle: string;
  column: Column;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      title={t('template.delete.title', { name: props.column.pretty_name })}
      confirmLabel={t('template.delete.confirm')}
      busyLabel={t('template.delete.deleting')}
      onClose={props.onClose}
      onConfirm={async () => {
        await request(
          'DELETE',
          `/template/${encodeURIComponent(props.handle)}/column/${props.column.column_id}`,
        );
        await props.onDeleted();
      }}
    >
      <p>{t('template.delete.intro')}</p>
    </ConfirmDialog>
  );
}
