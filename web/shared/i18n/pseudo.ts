/**
 * The pseudo-language (`?lang=xx`): each English message bracketed, its letters accented and its
 * text lengthened by 40 %, so that a screen shows at a glance a text that does not come from the
 * catalog (no brackets) and a place too narrow for a longer language (a cut bracket). Only the
 * message's own words change: its arguments, plurals and numbers work as in English.
 */
import type { IntlMessageFormat } from 'intl-messageformat';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The share a pseudo text is longer than the English one. */
export const PSEUDO_LENGTHENING = 0.4;

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
};

/** Words added to reach the longer length: breakable like a real sentence, accented like the rest. */
const FILLER = 'łórém ípsúm dólór sít ámét çóñséçtétúr ádípíśçíñg élít séd dó éíúśḿód';

const LITERAL = 0;

function accent(text: string): string {
  return text.replace(/[aeiouycnAEIOUYCN]/g, (letter) => ACCENTED[letter] ?? letter);
}

/** The letters a message shows of its own: its literals, the longest branch of a plural or select. */
function ownLength(elements: Element[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === LITERAL) length += (element as { value: string }).value.length;
    else if ('options' in element) {
      const branches = Object.values(element.options).map((option) => ownLength(option.value));
      length += Math.max(0, ...branches);
    } else if ('children' in element) length += ownLength(element.children);
  }
  return length;
}

function accented(elements: Element[]): Element[] {
  return elements.map((element) => {
    if (element.type === LITERAL) return { ...element, value: accent((element as { value: string }).value) };
    if ('options' in element) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [
          name,
          { ...option, value: accented(option.value) },
        ]),
      );
      return { ...element, options } as Element;
    }
    if ('children' in element) return { ...element, children: accented(element.children) };
    return element;
  });
}

/** The pseudo form of a parsed message: `Send {count} rows` → `[Séñd {count} róws łórém]`. */
export function pseudoMessage(elements: Element[]): Element[] {
  const extra = Math.ceil(ownLength(elements) * PSEUDO_LENGTHENING);
  const padding =
    extra > 0 ? ` ${FILLER.repeat(Math.ceil(extra / FILLER.length)).slice(0, Math.max(0, extra - 1))}` : '';
  const literal = (value: string) => ({ type: LITERAL, value }) as Element;
  return [literal('['), ...accented(elements), literal(`${padding.trimEnd()}]`)];
}
