/** Sign in with e-mail and password (the password grant). */

import { useState } from 'preact/hooks';
import type { RequestBody } from '../../../shared/api-payload.ts';
import type { Tokens } from '../../../shared/tokens.ts';
import { t } from '../i18n.ts';
import { api, endedBecause, startSession } from '../session.ts';
import { AuthCard } from '../ui/auth-card.tsx';
import { Field, Notice, Submit } from '../ui/form.tsx';
import { Link } from '../ui/link.tsx';
import { useSubmit } from '../ui/use-submit.ts';

export function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, problem, submit } = useSubmit(async () => {
    const tokens = await api.call<Tokens>('POST', '/auth/token', {
      grant_type: 'password',
      username: email,
      password,
    } satisfies RequestBody<'postAuthToken'>);
    startSession(tokens);
  });

  return (
    <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
      {endedBecause.value === 'expired' && !problem && <Notice kind="info">{t('signIn.expired')}</Notice>}
      {problem && <Notice kind="error">{problem}</Notice>}
      <form onSubmit={submit} class="stack">
        <Field
          label={t('signIn.email')}
          name="email"
          type="email"
          value={email}
          onInput={setEmail}
          autocomplete="username"
          autofocus
        />
        <Field
          label={t('signIn.password')}
          name="password"
          type="password"
          value={password}
          onInput={setPassword}
          autocomplete="current-password"
        />
        <Submit busy={busy} label={t('signIn.submit')} busyLabel={t('signIn.working')} />
      </form>
      <p class="auth-links">
        <Link to="forgot-password">{t('signIn.forgot')}</Link>
      </p>
    </AuthCard>
  );
}
