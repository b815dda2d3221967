/** The invitation form (POST /members/invitations): an e-mail address and a role, each explained. */
import { useState } from 'preact/hooks';
import type { Payload, RequestBody } from '../../../shared/api-payload.ts';
import { t } from '../i18n.ts';
import { request } from '../session.ts';
import { Notice } from '../ui/form.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { type FieldProblems, fieldViolations, refusal } from '../ui/refusal.ts';
import { TextField } from '../ui/text-field.tsx';
import type { Role } from './members-me.ts';

type Invitation = Payload<'postMembersInvitations'>;
const ROLES: Role[] = ['member', 'admin', 'owner'];

export function InviteDialog(props: { onInvited: (invitation: Invitation) => void; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setProblem(null);
    try {
      const body: RequestBody<'postMembersInvitations'> = { email: email.trim(), role };
      props.onInvited(await request<Invitation>('POST', '/members/invitations', body));
    } catch (error) {
      const byField = fieldViolations(error);
      if (byField && (byField.email || byField.role)) setProblems(byField);
      else setProblem(refusal(error));
      setBusy(false);
    }
  }

  return (
    <ModalDialog title={t('members.invite.title')} onClose={props.onClose}>
      <form class="modal-body stack" onSubmit={submit} noValidate>
        <p class="muted">{t('members.invite.intro')}</p>
        <TextField
          label={t('members.invite.email')}
          type="email"
          autocomplete="email"
          autofocus
          value={email}
          onInput={setEmail}
          problem={problems.email}
          required
        />
        <fieldset class="role-choice">
          <legend>{t('members.role')}</legend>
          {ROLES.map((option) => (
            <label key={option} class="role-option">
              <input
                type="radio"
                name="role"
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
              />
              <span>
                <span class="strong">{t(`members.role.${option}`)}</span>
                <span class="muted small role-what">{t(`members.role.${option}.what`)}</span>
              </span>
            </label>
          ))}
          {problems.role && <p class="field-problem">{problems.role}</p>}
        </fieldset>
        {problem && <Notice kind="error">{problem}</Notice>}
        <div class="modal-actions">
          <button type="button" class="button" onClick={props.onClose}>
            {t('parts.cancel')}
          </button>
          <button type="submit" class="button primary" disabled={busy} aria-busy={busy}>
            {busy ? t('members.invite.sending') : t('members.invite.send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
