/**
 * The pages a link from an e-mail opens, with its token after #: a password reset (new password
 * twice) and an invitation (name and password). Both answer tokens: the person lands signed in.
 */

import { useState } from 'preact/hooks';
import type { RequestBody } from '../../../shared/api-payload.ts';
import type { Tokens } from '../../../shared/tokens.ts';
import { t } from '../i18n.ts';
import { navigate, takeFragmentToken } from '../router.ts';
import { api, startSession } from '../session.ts';
import { AuthCard } from '../ui/auth-card.tsx';
import { Field, Notice, Submit } from '../ui/form.tsx';
import { Link } from '../ui/link.tsx';
import { useSubmit } from '../ui/use-submit.ts';

export function NewPassword(props: { kind: 'reset' | 'invitation' }) {
  const [token] = useState(takeFragmentToken);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const invitation = props.kind === 'invitation';

  const {
    busy,
    problem,
    setProblem,
    submit: send,
  } = useSubmit(async () => {
    const tokens = invitation
      ? await api.call<Tokens>('POST', '/auth/invitation', {
          token,
          password,
          name,
        } satisfies RequestBody<'postAuthInvitation'>)
      : await api.call<Tokens>('POST', '/auth/password-reset/confirm', {
          token,
          password,
        } satisfies RequestBody<'postAuthPasswordResetConfirm'>);
    startSession(tokens);
    navigate('templates', { replace: true });
  });

  function submit(event: Event) {
    if (password !== confirm) {
      event.preventDefault();
      setProblem(t('reset.mismatch'));
      return;
    }
    void send(event);
  }

  const title = invitation ? t('invitation.title') : t('reset.title');
  const intro = invitation ? t('invitation.intro') : t('reset.intro');
  return (
    <AuthCard title={title} intro={intro}>
      {!token && <Notice kind="error">{t('reset.noToken')}</Notice>}
      {problem && <Notice kind="error">{problem}</Notice>}
      <form onSubmit={submit} class="stack">
        {invitation && (
          <Field
            label={t('invitation.name')}
            name="name"
            value={name}
            onInput={setName}
            autocomplete="name"
            autofocus
          />
        )}
        <Field
          label={t('reset.password')}
          name="password"
          type="password"
          value={password}
          onInput={setPassword}
          autocomplete="new-password"
          minLength={8}
          autofocus={!invitation}
        />
        <Field
          label={t('reset.confirm')}
          name="confirm"
          type="password"
          value={confirm}
          onInput={setConfirm}
          autocomplete="new-password"
          minLength={8}
        />
        <Submit busy={busy} label={invitation ? t('invitation.submit') : t('reset.submit')} />
      </form>
      <p class="auth-links">
        <Link to="">{t('forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}
