/**
 * The embed secret's rotation (POST /organisation/embed-secret): asked first, since every login
 * signed with the current secret is refused from then on; the new secret is shown once.
 */
import { useState } from 'preact/hooks';
import type { Payload } from '../../../shared/api-payload.ts';
import { t } from '../i18n.ts';
import { request } from '../session.ts';
import { ConfirmDialog } from '../ui/modal-dialog.tsx';
import { SecretOnce } from '../ui/secret-once.tsx';

type Rotated = Payload<'postOrganisationEmbedSecret'>;

export function EmbedSecret(props: { canEdit: boolean }) {
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div class="stack embed-secret">
      <div>
        <h3>{t('organisation.secret')}</h3>
        <p class="muted small">{t('organisation.secretIntro')}</p>
      </div>
      {secret ? (
        <SecretOnce label={t('organisation.secret')} secret={secret} onDone={() => setSecret(null)} />
      ) : (
        props.canEdit && (
          <div>
            <button type="button" class="button" onClick={() => setAsking(true)}>
              {t('organisation.secret.rotate')}
            </button>
          </div>
        )
      )}
      {asking && (
        <ConfirmDialog
          title={t('organisation.secret.confirmTitle')}
          confirmLabel={t('organisation.secret.confirm')}
          busyLabel={t('organisation.secret.rotating')}
          onConfirm={async () => {
            const rotated = await request<Rotated>('POST', '/organisation/embed-secret');
            setSecret(rotated.embed_secret);
            setAsking(false);
          }}
          onClose={() => setAsking(false)}
        >
          <p>{t('organisation.secret.confirmWhat')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
