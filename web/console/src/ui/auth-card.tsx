/** The frame of the signed-out pages: the product's mark, a card with the form, a footer line. */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { t } from '../i18n.ts';
import { LanguagePicker } from './language-picker.tsx';

export function AuthCard(props: { title: string; intro: string; children: ComponentChildren }) {
  // The tab and the history say which page this is.
  useEffect(() => {
    document.title = `${props.title} · Ferry`;
  }, [props.title]);
  return (
    <main class="auth">
      <div class="auth-brand">
        <Logo />
        <span>{t('console.product')}</span>
      </div>
      <section class="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{props.title}</h1>
        <p class="muted">{props.intro}</p>
        {props.children}
      </section>
      <p class="auth-tagline muted small">{t('console.tagline')}</p>
      <LanguagePicker />
    </main>
  );
}

export function Logo() {
  return (
    <svg class="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--brand)" />
      <path
        d="M8 20h16l-3 5H11zM15 7v11M15 7l7 9h-7"
        fill="none"
        stroke="#fff"
        stroke-width="2"
        stroke-linejoin="round"
      />
    </svg>
  );
}
