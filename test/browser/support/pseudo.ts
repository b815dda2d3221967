/**
 * The pseudo-language (`?lang=xx`) in a browser test: the texts of the catalog as a page in it
 * shows them (to find a button by its words), and what a screen gets wrong: a visible text with
 * words outside brackets (written in code, not taken from the catalog) and a text cut off by its
 * box. Texts that are data (names, e-mails, files, the server's own messages) are left out by the
 * containers that show them and by the values the test made.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { translator } from '../../../web/shared/i18n/translator.ts';

type Surface = Page | Frame;

const ENGLISH = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'locales', 'en.json'), 'utf8'),
) as Record<string, string>;

/** A text of the catalog as the pseudo-language writes it: `pseudoText('ui.console.customers.new')`. */
export const pseudoText = translator<string>('en', ENGLISH, [''], true);

/** What a screen shows wrong. */
export interface ScreenProblems {
  /** Visible texts with words outside brackets. */
  unbracketed: string[];
  /** Elements whose text does not fit their box. */
  cut: string[];
}

/** What is not the apps' own words on a screen. */
export interface DataTexts {
  /** Containers of data or of the server's own sentences (CSS selectors). */
  containers: string[];
  /** Values the test made (names, e-mails, file names…), left out wherever they show. */
  values: string[];
}

/** The problems of the screen `surface` shows now, at its current width. */
export async function screenProblems(surface: Surface, data: DataTexts): Promise<ScreenProblems> {
  return surface.evaluate(({ containers, values }) => {
    const doc = (globalThis as any).document;
    const exempt = containers.join(',');
    const sorted = values.filter((value) => value.trim() !== '').sort((a, b) => b.length - a.length);
    /** The words left once bracketed texts, data and what Intl writes (months, units) are taken out. */
    const leftover = (text: string): string => {
      let rest = text;
      for (let before = ''; before !== rest; ) {
        before = rest;
        rest = rest.replace(/\[[^[\]]*\]/g, ' ');
      }
      rest = rest
        .replace(
          /https?:\/\/\S*|\{[A-Za-z]+\}|[\w.+-]+@[\w.-]+|\b[0-9a-f]{8}-[0-9a-f-]{27}\b|[\w-]+\.(csv|xlsx|json|xml|txt)\b/gi,
          ' ',
        )
        .replace(
          /\b(January|February|March|April|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b|\b(ms|sec|min|hr|[kMGT]?B|byte|AM|PM)\b/g,
          ' ',
        );
      for (const value of sorted) rest = rest.split(value).join(' ');
      return rest;
    };
    const visible = (element: any) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    /** Shown to screen readers only (`clip`, as .visually-hidden does): it has no box to fit. */
    const clipped = (element: any): boolean => {
      for (let at = element; at; at = at.parentElement)
        if ((globalThis as any).getComputedStyle(at).clip !== 'auto') return true;
      return false;
    };
    const unbracketed = new Set<string>();
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (exempt && parent.closest(exempt)) continue;
      const shown = parent.tagName === 'OPTION' ? parent.closest('select') : parent;
      if (!shown || !visible(shown)) continue;
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      if (/\p{L}{2,}/u.test(leftover(text))) unbracketed.add(text);
    }
    for (const field of doc.querySelectorAll('[placeholder]')) {
      if (!visible(field) || (exempt && field.closest(exempt))) continue;
      const text = field.getAttribute('placeholder');
      if (/\p{L}{2,}/u.test(leftover(text))) unbracketed.add(`placeholder: ${text}`);
    }
    // A text that does not fit: wider (or, clipped, taller) than its box. A box made to scroll
    // (a wide table on a phone) is not a cut.
    const cut = new Set<string>();
    for (const element of doc.querySelectorAll('body *')) {
      if (!visible(element) || (exempt && element.closest(exempt))) continue;
      const own = [...element.childNodes].some(
        (child: any) => child.nodeType === 3 && /\p{L}/u.test(child.textContent),
      );
      if (!own) continue;
      const style = (globalThis as any).getComputedStyle(element);
      if (['auto', 'scroll'].includes(style.overflowX) || element.clientWidth === 0) continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      const tall = clipsY && element.scrollHeight > element.clientHeight + 1;
      if ((wide || tall) && !clipped(element))
        cut.add(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: ${element.textContent.trim().slice(0, 80)}`,
        );
    }
    // A select shows its chosen option in its own box, cut without a scroll width: measured.
    const context = doc.createElement('canvas').getContext('2d');
    for (const select of doc.querySelectorAll('select')) {
      if (!visible(select) || (exempt && select.closest(exempt)) || clipped(select)) continue;
      const text = select.selectedOptions[0]?.textContent?.trim() ?? '';
      const style = (globalThis as any).getComputedStyle(select);
      context.font = style.font;
      const room =
        select.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        16;
      if (context.measureText(text).width > room + 1)
        cut.add(`select.${[...select.classList].join('.')}: ${text}`);
    }
    return { unbracketed: [...unbracketed], cut: [...cut] };
  }, data);
}

/** The texts a person sees on the screen now: text nodes of shown elements, and placeholders. */
export async function visibleTexts(surface: Surface): Promise<string[]> {
  return surface.evaluate(() => {
    const doc = (globalThis as any).document;
    const texts: string[] = [];
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const shown = parent.tagName === 'OPTION' ? parent.closest('select') : parent;
      if (!shown?.checkVisibility({ visibilityProperty: true })) continue;
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    for (const field of doc.querySelectorAll('[placeholder]'))
      if (field.checkVisibility()) texts.push(field.getAttribute('placeholder'));
    return texts;
  });
}
