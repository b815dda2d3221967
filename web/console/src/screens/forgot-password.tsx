/** Asks for a reset link; the answer is the same whether the address has a login or not. */

import { useState } from 'preact/hooks';
import type { RequestBody } from '../../../shared/api-payload.ts';
import { t } from '../i18n.ts';
import { api } from '../session.ts';
import { AuthCard } from '../ui/auth-card.tsx';
import { Field, Notice, Submit } from '../ui/form.tsx';
import { Link } from '../ui/link.tsx';
import { useSubmit } from '../ui/use-submit.ts';

export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, problem, submit } = useSubmit(
    async () => {
      await api.call('POST', '/auth/password-reset', {
        email,
      } satisfies RequestBody<'postAuthPasswordReset'>);
      setSent(true);
    },
    { staysOnPage: true },
  );

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {problem && <Notice kind="error">{problem}</Notice>}
      {sent ? (
        <Notice kind="ok">{t('forgot.sent')}</Notice>
      ) : (
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
          <Submit busy={busy} label={t('forgot.submit')} />
        </form>
      )}
      <p class="auth-links">
        <Link to="">{t('forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}
