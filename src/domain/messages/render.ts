/**
 * Phrases to text through the catalog, with ICU MessageFormat (intl-messageformat): plurals,
 * `{n, number}` and selects follow each language's rules. A plain `{name}` shows its value as given,
 * so that a row number or a byte limit reads the same as in the value itself.
 *
 * Each language's messages are read once, when first needed, and each message compiled once:
 * rendering a phrase is then one format call, cheap enough for every violation a run writes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogFolder, DEFAULT_LANGUAGE, type Language, languageOf } from './languages.ts';
import type { Phrase, PhraseValue } from './phrase.ts';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

interface Compiled {
  format: IntlMessageFormat;
  /**
   * For a message of text and plain `{name}` arguments only (most violations): its pieces, text at
   * even places and argument names at odd ones, joined without the formatter. A failing cell's
   * message costs a string concatenation rather than a format call (about 0.2 µs against 2–4 µs).
   */
  pieces: readonly string[] | null;
  /** Every argument the message names. */
  names: ReadonlySet<string>;
  /** Arguments written `{name}`: a number given to one is shown as written, not grouped. */
  plain: readonly string[];
}

const catalogs = new Map<Language, Record<string, string>>();
const compiled = new Map<Language, Map<string, Compiled | null>>();

/** The messages of a language as the catalog file holds them. */
export function catalogOf(language: Language): Readonly<Record<string, string>> {
  let messages = catalogs.get(language);
  if (!messages) {
    const file = path.join(catalogFolder(), `${language}.json`);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    catalogs.set(language, messages);
  }
  return messages;
}

/** Collects the arguments of a message: all of them in `names`, the plain `{name}` ones in `plain`. */
function collectArguments(ast: Ast, names: Set<string>, plain: Set<string>): void {
  for (const element of ast) {
    if (element.type === 0 || element.type === 7) continue;
    if ('value' in element && typeof element.value === 'string') names.add(element.value);
    if (element.type === 1) plain.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) collectArguments(option.value, names, plain);
  }
}

function piecesOf(ast: Ast): string[] | null {
  const pieces = [''];
  for (const element of ast) {
    if (element.type === 0) pieces[pieces.length - 1] += element.value;
    else if (element.type === 1) pieces.push(element.value, '');
    else return null;
  }
  return pieces;
}

function compile(language: Language, code: string): Compiled | null {
  let byCode = compiled.get(language);
  if (!byCode) {
    byCode = new Map();
    compiled.set(language, byCode);
  }
  let entry = byCode.get(code);
  if (entry === undefined) {
    const message = catalogOf(language)[code];
    if (message === undefined) entry = null;
    else {
      const format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
      const names = new Set<string>();
      const plain = new Set<string>();
      collectArguments(format.getAst(), names, plain);
      entry = { format, pieces: piecesOf(format.getAst()), names, plain: [...plain] };
    }
    byCode.set(code, entry);
  }
  return entry;
}

/** Whether the catalog has a message for `code` (in English, which every language follows). */
export function hasMessage(code: string): boolean {
  return compile(DEFAULT_LANGUAGE, code) !== null;
}

/** Whether `language` has a message for the phrase's code and the phrase gives every value it names. */
export function canRender(phrase: Phrase, language: Language): boolean {
  const entry = compile(languageOf(language) ?? DEFAULT_LANGUAGE, phrase.code);
  if (entry === null) return false;
  for (const name of entry.names) if (phrase.values?.[name] === undefined) return false;
  return true;
}

/**
 * The text of a phrase in `language` (an unknown language reads English); a code missing from the
 * language reads English, and a code missing from the catalog reads as itself.
 */
export function render(phrase: Phrase, language: Language): string {
  // A language already seen needs no parsing of its tag: a run says every violation in one language.
  const lang = compiled.has(language) ? language : (languageOf(language) ?? DEFAULT_LANGUAGE);
  const entry = compile(lang, phrase.code) ?? compile(DEFAULT_LANGUAGE, phrase.code);
  if (entry === null) return phrase.code;
  const given = phrase.values;
  if (entry.pieces !== null) {
    const { pieces } = entry;
    let text = pieces[0]!;
    for (let i = 1; i < pieces.length; i += 2) {
      const value = given?.[pieces[i]!];
      const said =
        value === undefined
          ? `{${pieces[i]}}`
          : typeof value === 'object'
            ? render(value, lang)
            : String(value);
      text += said + pieces[i + 1]!;
    }
    return text;
  }
  if (given === undefined) return String(entry.format.format());
  let values: Record<string, PhraseValue> = given;
  for (const name of entry.names) {
    const value = given[name];
    if (typeof value === 'object' || (typeof value === 'number' && entry.plain.includes(name))) {
      if (values === given) values = { ...given };
      values[name] = typeof value === 'object' ? render(value, lang) : String(value);
    }
  }
  return String(entry.format.format(values as Record<string, string | number>));
}

/** The text of `code` with `values` in `language`: `render` without building a phrase first. */
export function say(language: Language, code: string, values?: Record<string, PhraseValue>): string {
  return render(values === undefined ? { code } : { code, values }, language);
}
