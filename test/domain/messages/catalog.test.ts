/**
 * The catalog (`locales/<language>.json`) is whole in every language: each key in each file, each
 * message valid ICU MessageFormat, and each translation naming the same arguments, of the same
 * kinds, as English — for the web apps' `ui.*` keys as for the server's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, phrase, render } from '../../../src/domain/messages/index.ts';
import { LANGUAGES as WEB_LANGUAGES } from '../../../web/shared/i18n/index.ts';

const FOLDER = new URL('../../../locales/', import.meta.url);
const textOf = (language: string) => readFileSync(new URL(`${language}.json`, FOLDER), 'utf8');
const catalog = (language: string) => JSON.parse(textOf(language)) as Record<string, string>;

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** Each argument a message names, as `name:kind` (a select also by its options). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    const kind = KIND[element.type];
    if (kind && 'value' in element) {
      const options =
        element.type === TYPE.select ? `(${Object.keys(element.options).sort().join('|')})` : '';
      into.add(`${element.value}:${kind}${options}`);
    }
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const parsed = (message: string) => parse(message, { ignoreTag: true, requiresOtherClause: true });

describe('the catalog', () => {
  it('has one file per language, English first', () => {
    const files = readdirSync(FOLDER).filter((name) => name.endsWith('.json'));
    expect([...LANGUAGES].sort()).toEqual(files.map((name) => name.slice(0, -5)).sort());
    expect(LANGUAGES[0]).toBe('en');
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'fr', 'de', 'es']));
  });

  it('is offered whole by the web apps’ picker, which keeps its own order', () => {
    expect([...WEB_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it('is written alike in every file: keys sorted, two spaces, UTF-8 unescaped, a final newline', () => {
    for (const language of LANGUAGES) {
      const messages = catalog(language);
      expect(textOf(language)).toBe(`${JSON.stringify(messages, null, 2)}\n`);
      expect(Object.keys(messages)).toEqual(Object.keys(messages).sort());
    }
  });

  it.each(LANGUAGES)('has every key in %s, and no key English lacks', (language) => {
    const english = Object.keys(catalog('en'));
    const other = Object.keys(catalog(language));
    expect(english.filter((key) => !other.includes(key))).toEqual([]);
    expect(other.filter((key) => !english.includes(key))).toEqual([]);
  });

  it.each(LANGUAGES)('holds only messages that parse as ICU MessageFormat in %s', (language) => {
    const broken = Object.entries(catalog(language)).flatMap(([key, message]) => {
      try {
        parsed(message);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'names in %s the arguments English names, of the same kinds',
    (language) => {
      const english = catalog('en');
      const other = catalog(language);
      const differing = Object.keys(english).flatMap((key) => {
        if (other[key] === undefined) return [];
        const want = [...argumentsOf(parsed(english[key]!))].sort();
        const got = [...argumentsOf(parsed(other[key]!))].sort();
        return JSON.stringify(want) === JSON.stringify(got)
          ? []
          : [`${key}: ${got.join(', ')} ≠ ${want.join(', ')}`];
      });
      expect(differing).toEqual([]);
    },
  );

  it('finds a translation whose arguments differ, and a message that does not parse', () => {
    const names = (message: string) => [...argumentsOf(parsed(message))].sort();
    expect(names('{count, plural, one {# row} other {# rows}} in {file}')).toEqual([
      'count:plural',
      'file:argument',
    ]);
    expect(names('{count} lignes dans {fichier}')).not.toEqual(
      names('{count, plural, one {# row} other {# rows}} in {file}'),
    );
    expect(() => parsed('{count, plural, one {# row}')).toThrow();
    expect(() => parsed('{count, plural, one {# row}}')).toThrow();
  });
});

describe('a phrase', () => {
  it('is said in each language, plurals and numbers by its rules, a plain value as given', () => {
    const said = LANGUAGES.filter((l) => ['en', 'fr', 'de', 'es'].includes(l)).map((language) =>
      render(
        phrase('mail.alert.reason.error_rate', {
          errors: 1,
          rows: 1234,
          template: 't',
          rate: 33.3,
          limit: 25,
        }),
        language,
      ),
    );
    expect(said).toContain('1 of 1234 rows submitted to the template "t" are in error (33.3 %, above 25 %).');
    expect(said).toContain(
      '1 lignes sur 1234 envoyées au modèle « t » sont en erreur (33,3 %, au-delà de 25 %).',
    );
    expect(render(phrase('mail.login_code.subject', { code: '123456', organisation: 'Acme' }), 'de')).toBe(
      '123456 ist Ihr Code, um Dateien an Acme zu senden',
    );
  });

  it('says a message of text and plain values exactly as the ICU formatter does, in every language', () => {
    const differing = LANGUAGES.flatMap((language) =>
      Object.entries(catalog(language)).flatMap(([code, message]) => {
        const names = [...argumentsOf(parsed(message))];
        if (!names.every((name) => name.endsWith(':argument'))) return [];
        const values = Object.fromEntries(names.map((name) => [name.split(':')[0], `<${name}>`]));
        const icu = String(
          new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).format(values),
        );
        return render(phrase(code, values), language) === icu ? [] : [`${language} ${code}`];
      }),
    );
    expect(differing).toEqual([]);
  });

  it('reads English in a language Ferry does not speak, and its code when the catalog lacks it', () => {
    expect(render(phrase('exception.violation'), 'it')).toBe('Some values are not valid.');
    expect(render(phrase('exception.violation'), 'es-MX')).toBe('Algunos valores no son válidos.');
    expect(render(phrase('nothing.here'), 'fr')).toBe('nothing.here');
  });
});
