/**
 * The English of the catalog, to tell that a page in another language shows none of it: the
 * stretches of words of each English message (three words or more) that the other language's
 * message does not also hold.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

const catalog = (language: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'locales', `${language}.json`), 'utf8'),
  ) as Record<string, string>;

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

function literals(elements: Element[], into: string[]): string[] {
  for (const element of elements) {
    if (element.type === 0) into.push((element as { value: string }).value);
    else if ('options' in element)
      for (const option of Object.values(element.options)) literals(option.value, into);
    else into.push('\u0000');
  }
  return into;
}

/** English stretches of three words or more of the messages under `prefixes` that `language` translates. */
export function englishSentences(language: string, prefixes: string[]): string[] {
  const english = catalog('en');
  const other = catalog(language);
  const found = new Set<string>();
  for (const [key, message] of Object.entries(english)) {
    if (!prefixes.some((prefix) => key.startsWith(prefix)) || other[key] === message) continue;
    const parts = literals(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst(), [])
      .join('')
      .split('\u0000');
    for (const part of parts) {
      const words = part.trim();
      if (
        words.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 3 &&
        !other[key]!.includes(words)
      )
        found.add(words);
    }
  }
  return [...found];
}

/** The texts of `shown` holding one of the English stretches. */
export function englishIn(shown: string[], sentences: string[]): string[] {
  return shown.filter((text) => sentences.some((sentence) => text.includes(sentence)));
}

/** The text function of a language's whole catalog (`say('de')('ui.importer.upload.continue')`). */
export function say(language: string) {
  const messages = catalog(language);
  return (key: string, values?: Record<string, string | number>) =>
    String(new IntlMessageFormat(messages[key]!, language, undefined, { ignoreTag: true }).format(values));
}
