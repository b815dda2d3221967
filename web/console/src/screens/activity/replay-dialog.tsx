/** Replaying several submissions at once: asks with how many, starts them one after the other, says how it went. */
import { explain } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { ConfirmDialog } from '../../ui/modal-dialog.tsx';
import type { Automation } from './model.ts';

export function ReplayDialog(props: {
  submissionIds: string[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const count = props.submissionIds.length;
  async function replay() {
    let started = 0;
    let refusal: unknown = null;
    for (const id of props.submissionIds) {
      try {
        await request<Automation>('POST', `/submission/${id}/replay`);
        started++;
      } catch (error) {
        refusal = error;
      }
    }
    // None started: the refusal stays in the dialog (a 402, a 409, a lost network).
    if (started === 0 && refusal) throw refusal;
    props.onDone(
      refusal
        ? t('activity.replayPartly', { count: started, failed: count - started, reason: explain(refusal) })
        : t('activity.replayed', { count: started }),
    );
  }
  return (
    <ConfirmDialog
      tone="primary"
      title={t('activity.replayTitle', { count })}
      confirmLabel={t('activity.replayConfirm', { count })}
      busyLabel={t('activity.replayBusy')}
      onConfirm={replay}
      onClose={props.onClose}
    >
      <p>{t('activity.replayIntro')}</p>
    </ConfirmDialog>
  );
}
