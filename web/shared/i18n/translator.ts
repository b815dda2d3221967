/**
 * The text function of a page: `t('upload.sending', { sent: '1 MB', total: '2 MB' })` finds the
 * message under the app's prefix (`ui.importer.upload.sending`), else under the shared one
 * (`ui.shared.…`), and formats it with intl-messageformat in the page's locale: plurals, numbers
 * and dates by the language's own rules. A message is compiled once, on first use.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Messages } from './catalog.ts';
import { pseudoMessage } from './pseudo.ts';

/** The values a message is filled with; counts of plurals are numbers. */
export type Params = Record<string, string | number | Date>;

export interface Translate<Key extends string> {
  (key: Key, params?: Params): string;
  /** Whether the catalog has `key` (texts the catalog may lack, as a function the server added since). */
  has(key: string): boolean;
}

/**
 * The text function over `messages` (one language's catalog), looking keys up under each of
 * `prefixes` in turn; `pseudo` brackets and lengthens every message (`pseudo.ts`).
 */
export function translator<Key extends string>(
  locale: string,
  messages: Messages,
  prefixes: readonly string[],
  pseudo = false,
): Translate<Key> {
  const compiled = new Map<string, IntlMessageFormat | null>();

  const sourceOf = (key: string): string | undefined => {
    for (const prefix of prefixes) {
      const message = messages[prefix + key];
      if (message !== undefined) return message;
    }
    return undefined;
  };

  const compile = (key: string): IntlMessageFormat | null => {
    const source = sourceOf(key);
    if (source === undefined) return null;
    // Messages are text, not markup: `<secret>` in a sentence is no tag.
    const format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
    return pseudo ? new IntlMessageFormat(pseudoMessage(format.getAst()), locale) : format;
  };

  const t = (key: Key, params?: Params): string => {
    let format = compiled.get(key);
    if (format === undefined) {
      format = compile(key);
      compiled.set(key, format);
    }
    // A key the catalog lacks shows as itself: a test names it, a reader sees what is missing.
    if (format === null) return key;
    try {
      return String(format.format(params));
    } catch (error) {
      // A value left out by the code: the message as written, rather than a screen that fails.
      console.error(`The text ${key} lacks a value.`, error);
      return sourceOf(key) ?? key;
    }
  };
  t.has = (key: string) => sourceOf(key) !== undefined;
  return t;
}
