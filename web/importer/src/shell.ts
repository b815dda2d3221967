/**
 * The frame of every screen: the organisation's logo and name, the steps with the current one
 * marked for screen readers, the main area, and a polite live region for announcements.
 */
import { h, mount } from '../../shared/dom.ts';
import { addressIn, LANGUAGES, type Language } from '../../shared/i18n/index.ts';
import type { Language as PageLanguage, Translate } from './i18n/index.ts';
import type { ImportProfile } from './types.ts';

export type Step = 'upload' | 'mapping' | 'review' | 'result';
const STEPS: Step[] = ['upload', 'mapping', 'review', 'result'];

export class Shell {
  readonly main = h('main', { class: 'main', id: 'main', tabindex: '-1' });
  private readonly steps = h('ol', { class: 'steps' });
  private readonly live = h('div', { class: 'visually-hidden', 'aria-live': 'polite', role: 'status' });
  private readonly title = h('span', { class: 'brand-template' });

  constructor(
    root: HTMLElement,
    private readonly t: Translate,
    language: PageLanguage,
    profile: ImportProfile,
    onClose: (() => void) | null,
  ) {
    const logo = profile.logo_url
      ? h('img', { class: 'brand-logo', src: profile.logo_url, alt: profile.name })
      : h('span', {
          class: 'brand-mark',
          'aria-hidden': 'true',
          text: profile.name.slice(0, 1).toUpperCase(),
        });
    const header = h(
      'header',
      { class: 'topbar' },
      h(
        'div',
        { class: 'brand' },
        logo,
        h('div', { class: 'brand-text' }, h('strong', { text: profile.name }), this.title),
      ),
      h('nav', { 'aria-label': t('steps.label'), class: 'steps-nav' }, this.steps),
      onClose &&
        h('button', {
          class: 'icon-button',
          type: 'button',
          'aria-label': t('app.close'),
          onclick: onClose,
          text: '✕',
        }),
    );
    const footer = h(
      'footer',
      { class: 'footer' },
      h('span', { text: t('app.poweredBy') }),
      languagePicker(t, language),
    );
    mount(root, header, this.main, footer, this.live);
    this.setStep(null);
  }

  /** Names the template in the header. */
  setTemplate(name: string): void {
    this.title.textContent = name;
  }

  /** Marks the current step; earlier ones show as done. */
  setStep(current: Step | null): void {
    const at = current ? STEPS.indexOf(current) : -1;
    mount(
      this.steps,
      STEPS.map((step, i) =>
        h(
          'li',
          {
            class: `step ${i < at ? 'done' : i === at ? 'current' : ''}`,
            'aria-current': i === at ? 'step' : null,
          },
          h('span', {
            class: 'step-dot',
            'aria-hidden': 'true',
            text: i < at || current === 'result' ? '✓' : String(i + 1),
          }),
          h('span', { class: 'step-name', text: this.t(`steps.${step}`) }),
        ),
      ),
    );
  }

  /** Shows a screen and moves focus to it, so keyboard and screen-reader users follow. */
  show(...content: (Node | null | false)[]): void {
    mount(this.main, ...content);
    this.main.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }

  /** Says something to screen readers without moving focus. */
  announce(text: string): void {
    this.live.textContent = '';
    setTimeout(() => {
      this.live.textContent = text;
    }, 50);
  }

  /**
   * A screen that only explains where the sender is (the bare `/import/` page): no steps, since
   * there is no file to bring here without an organisation's link.
   */
  showInfo(title: string, ...paragraphs: string[]): void {
    this.steps.closest('nav')?.setAttribute('hidden', '');
    this.show(
      h(
        'section',
        { class: 'card state', 'data-testid': 'info' },
        h('div', { class: 'state-icon info', 'aria-hidden': 'true', text: 'i' }),
        h('h1', { text: title }),
        paragraphs.map((text) => h('p', { class: 'muted', text })),
      ),
    );
  }

  /** A screen for a blocking problem, with an optional action. */
  showProblem(title: string, message: string, action?: { label: string; run: () => void }): void {
    this.show(
      h(
        'section',
        { class: 'card state', role: 'alert' },
        h('div', { class: 'state-icon error', 'aria-hidden': 'true', text: '!' }),
        h('h1', { text: title }),
        h('p', { class: 'muted', text: message }),
        action &&
          h('button', { class: 'button primary', type: 'button', onclick: action.run, text: action.label }),
      ),
    );
  }

  /** A screen that waits, with a progress bar when the measure is known. */
  showWaiting(title: string): { update(fraction: number | null, detail: string): void } {
    const bar = h('div', { class: 'progress-bar' });
    const track = h('div', { class: 'progress', role: 'progressbar', 'aria-label': title }, bar);
    const detail = h('p', { class: 'muted progress-detail' });
    this.show(
      h(
        'section',
        { class: 'card state', 'aria-busy': 'true' },
        h('div', { class: 'spinner', 'aria-hidden': 'true' }),
        h('h1', { text: title }),
        track,
        detail,
      ),
    );
    return {
      update(fraction, text) {
        track.classList.toggle('indeterminate', fraction === null);
        if (fraction === null) track.removeAttribute('aria-valuenow');
        else {
          bar.style.width = `${Math.round(fraction * 100)}%`;
          track.setAttribute('aria-valuenow', String(Math.round(fraction * 100)));
        }
        detail.textContent = text;
      },
    };
  }
}

/**
 * The sender's choice among the four languages: the page opens again in the one picked (its
 * `lang` parameter replaced), at the step it was at; embedded, the frame alone reloads.
 */
function languagePicker(t: Translate, current: PageLanguage): HTMLElement {
  return h(
    'select',
    {
      class: 'language-picker',
      'aria-label': t('language.label'),
      onchange: (event: Event) =>
        location.assign(addressIn((event.target as HTMLSelectElement).value as Language, location.href)),
    },
    LANGUAGES.map((code) =>
      h('option', { value: code, lang: code, selected: code === current, text: t(`language.${code}`) }),
    ),
  );
}
