/**
 * The Columns tab: the template's columns in the order of the target file, added, edited and
 * deleted here, and moved with the mouse or the keyboard (column-order.ts).
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { Notice } from '../../ui/form.tsx';
import { ColumnFormDialog } from './column-form.tsx';
import { useColumnOrder } from './column-order.ts';
import { DeleteColumnDialog } from './delete-column-dialog.tsx';
import type { Column, Template } from './model.ts';
import { columnProblems } from './problems.tsx';

interface ColumnsTabProps {
  template: Template;
  columns: Column[];
  onChanged: () => Promise<void>;
}

export function ColumnsTab(props: ColumnsTabProps) {
  const handle = props.template.template_handle;
  const [editing, setEditing] = useState<Column | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Column | null>(null);
  const ordering = useColumnOrder(handle, props.columns, props.onChanged);
  const { order } = ordering;

  return (
    <div class="columns-tab">
      <div class="columns-head">
        <div>
          <h2>{t('template.columns.title')}</h2>
          <p class="muted small">{t('template.columns.intro')}</p>
        </div>
        <button type="button" class="button primary" onClick={() => setEditing('new')}>
          {t('template.columns.add')}
        </button>
      </div>
      {ordering.problem && <Notice kind="error">{ordering.problem}</Notice>}
      <p id="move-instructions" class="visually-hidden">
        {t('template.order.instructions')}
      </p>
      <div aria-live="assertive" class="visually-hidden">
        {ordering.announcement}
      </div>
      {order.length === 0 ? (
        <div class="card empty columns-empty">
          <p class="strong">{t('template.columns.none')}</p>
          <p class="small">{t('template.columns.noneHint')}</p>
          <button type="button" class="button primary" onClick={() => setEditing('new')}>
            {t('template.columns.addFirst')}
          </button>
        </div>
      ) : (
        <ol class="column-list card" aria-label={t('template.columns.title')}>
          {order.map((column, index) => {
            const problems = columnProblems(props.template, column.column_id);
            const lifted = ordering.lifted?.id === column.column_id;
            return (
              <li
                key={column.column_id}
                class={`column-row ${lifted ? 'lifted' : ''} ${ordering.dragged === column.column_id ? 'dragging' : ''} ${dropClass(ordering.dropSide(index))}`}
                data-column={column.technical_name}
                {...ordering.dragProps(column, index)}
              >
                <button
                  type="button"
                  id={`move-${column.column_id}`}
                  class="move-handle"
                  aria-label={t('template.order.handle', { name: column.pretty_name })}
                  aria-describedby="move-instructions"
                  aria-pressed={lifted}
                  onKeyDown={(event) => ordering.onHandleKey(event, column)}
                >
                  <svg viewBox="0 0 12 18" width="12" height="18" aria-hidden="true">
                    {[3, 9, 15].map((y) =>
                      [3, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />),
                    )}
                  </svg>
                </button>
                <span class="column-position" aria-hidden="true">
                  {index + 1}
                </span>
                <div class="column-main">
                  <div class="column-names">
                    <span class="strong">{column.pretty_name}</span>
                    <code>{column.technical_name}</code>
                  </div>
                  <div class="column-tags">
                    <span class="badge">{t(`template.type.${column.type.type as 'TEXT'}`)}</span>
                    <span class={`badge ${column.importance === 'required' ? 'badge-strong' : ''}`}>
                      {t(`template.importance.${column.importance}`)}
                    </span>
                    {column.uniqueness && <span class="badge">{t('template.columns.unique')}</span>}
                    {column.hidden && <span class="badge">{t('template.columns.hidden')}</span>}
                  </div>
                  {problems.length > 0 && (
                    <ul class="column-problems">
                      {problems.map((problem, i) => (
                        <li key={i}>{problem.message}</li>
                      ))}
                    </ul>
                  )}
                </div>
                <div class="column-actions">
                  <button
                    type="button"
                    class="button small"
                    aria-label={t('template.columns.editNamed', { name: column.pretty_name })}
                    onClick={() => setEditing(column)}
                  >
                    {t('template.columns.edit')}
                  </button>
                  <button
                    type="button"
                    class="button small column-delete"
                    aria-label={t('template.columns.deleteNamed', { name: column.pretty_name })}
                    onClick={() => setDeleting(column)}
                  >
                    {t('template.columns.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {editing && (
        <ColumnFormDialog
          handle={handle}
          column={editing === 'new' ? null : editing}
          columns={props.columns}
          problems={editing === 'new' ? [] : columnProblems(props.template, editing.column_id)}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await props.onChanged();
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <DeleteColumnDialog
          handle={handle}
          column={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={async () => {
            await props.onChanged();
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}

const dropClass = (side: 'before' | 'after' | null) => (side ? `drop-${side}` : '');
