/** The end of a settings form: what its last save said, and its save button for those who may edit. */
import { t } from '../i18n.ts';
import { Notice } from './form.tsx';

interface SaveActionsProps {
  /** Why the last save was refused, if it was. */
  problem: string | null;
  /** The last save went through and nothing has changed since. */
  saved: boolean;
  /** The member may change these settings: otherwise no button. */
  canEdit: boolean;
  busy: boolean;
  /** Something differs from what is stored: the button is off otherwise. */
  changed: boolean;
  label: string;
  busyLabel: string;
}

export function SaveActions(props: SaveActionsProps) {
  return (
    <>
      {props.problem && <Notice kind="error">{props.problem}</Notice>}
      {props.saved && <Notice kind="ok">{t('parts.saved')}</Notice>}
      {props.canEdit && (
        <div class="form-actions">
          <button
            type="submit"
            class="button primary"
            disabled={props.busy || !props.changed}
            aria-busy={props.busy}
          >
            {props.busy ? props.busyLabel : props.label}
          </button>
        </div>
      )}
    </>
  );
}
