/**
 * The hosted link's sign-in: the sender gives an e-mail address, receives a 6-digit code
 * (POST /auth/email-code) and exchanges it for customer tokens (POST /auth/token, grant
 * `email_code`). The answer to the first call is the same whether the address is known or not.
 */
import { type Api, ApiError } from '../../../shared/api.ts';
import type { RequestBody } from '../../../shared/api-payload.ts';
import { h, mount } from '../../../shared/dom.ts';
import type { Translate } from '../i18n/index.ts';
import type { Shell } from '../shell.ts';
import type { ImportProfile, Tokens } from '../types.ts';

export function loginStep(api: Api, t: Translate, shell: Shell, profile: ImportProfile): Promise<Tokens> {
  return new Promise((resolve) => {
    const problem = h('div', { role: 'alert' });
    const card = h('section', { class: 'card narrow' });
    shell.show(card);
    askEmail();

    function askEmail(given = '') {
      const email = h('input', {
        id: 'email',
        type: 'email',
        required: true,
        autocomplete: 'email',
        value: given,
      });
      const button = h('button', {
        class: 'button primary large',
        type: 'submit',
        text: t('login.sendCode'),
      });
      const form = h(
        'form',
        { class: 'stack' },
        h('div', { class: 'field' }, h('label', { for: 'email', text: t('login.email') }), email),
        problem,
        button,
      );
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        button.disabled = true;
        try {
          await api.call('POST', '/auth/email-code', {
            subdomain: profile.subdomain,
            email: email.value.trim(),
          } satisfies RequestBody<'postAuthEmailCode'>);
          askCode(email.value.trim());
        } catch (error) {
          mount(problem, h('p', { class: 'alert error', text: (error as Error).message }));
          button.disabled = false;
        }
      });
      mount(
        card,
        h('h1', { text: t('login.title') }),
        h('p', { class: 'muted', text: t('login.intro') }),
        form,
      );
      email.focus();
    }

    function askCode(email: string) {
      mount(problem);
      const code = h('input', {
        id: 'code',
        inputmode: 'numeric',
        autocomplete: 'one-time-code',
        pattern: '[0-9]{6}',
        maxlength: '6',
        required: true,
        class: 'code-input',
      });
      const button = h('button', { class: 'button primary large', type: 'submit', text: t('login.signIn') });
      const form = h(
        'form',
        { class: 'stack' },
        h('div', { class: 'field' }, h('label', { for: 'code', text: t('login.code') }), code),
        problem,
        button,
      );
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        button.disabled = true;
        try {
          resolve(
            await api.call<Tokens>('POST', '/auth/token', {
              grant_type: 'email_code',
              subdomain: profile.subdomain,
              email,
              code: code.value.trim(),
            } satisfies RequestBody<'postAuthToken'>),
          );
        } catch (error) {
          const text =
            error instanceof ApiError && error.status === 401
              ? t('login.wrongCode')
              : (error as Error).message;
          mount(problem, h('p', { class: 'alert error', text }));
          button.disabled = false;
          code.select();
        }
      });
      mount(
        card,
        h('h1', { text: t('login.title') }),
        h('p', { class: 'muted', text: t('login.codeSent', { email, organisation: profile.name }) }),
        form,
        h('button', {
          class: 'link-button',
          type: 'button',
          onclick: () => askEmail(email),
          text: t('login.otherEmail'),
        }),
      );
      code.focus();
    }
  });
}
