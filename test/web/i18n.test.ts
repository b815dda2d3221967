/**
 * The web apps' text function over the catalog: which language a page is in, ICU plurals and
 * numbers by each language's rules, keys found under the app's prefix then the shared one, the
 * pseudo-language, and no plural rule written by hand anywhere under web/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../web/shared/i18n/format.ts';
import { addressIn, LANGUAGES, localeOf, pickLanguage } from '../../web/shared/i18n/index.ts';
import { PSEUDO_LENGTHENING } from '../../web/shared/i18n/pseudo.ts';
import { translator } from '../../web/shared/i18n/translator.ts';

const catalog = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

describe('the language of a page', () => {
  it('is the address’s, else the reader’s pick, else the browser’s, else English', () => {
    expect(pickLanguage('de', ['fr-FR'], 'es')).toBe('de');
    expect(pickLanguage(null, ['fr-FR'], 'es')).toBe('es');
    expect(pickLanguage('it', ['pt-BR', 'es-MX'], null)).toBe('es');
    expect(pickLanguage(null, ['ja'], null)).toBe('en');
    // The pseudo-language comes from the address only.
    expect(pickLanguage('xx', ['fr'], null)).toBe('xx');
    expect(pickLanguage(null, ['xx'], 'xx')).toBe('en');
  });

  it('writes numbers in the browser’s variant of that language, and opens the same page in another', () => {
    expect(localeOf('fr', ['en-GB', 'fr-CA'])).toBe('fr-CA');
    expect(localeOf('de', ['en-GB'])).toBe('de');
    expect(localeOf('xx', ['en-GB'])).toBe('en-GB');
    expect(addressIn('es', 'http://h/app/templates?lang=fr&q=1')).toBe('http://h/app/templates?lang=es&q=1');
    expect(formatBytes(1_234_567, 'fr')).toBe('1,2\u202fMo');
    expect(formatBytes(100 * 1024 ** 2, 'de', 1024)).toBe('100 MB');
  });
});

describe('the text function', () => {
  it('says plurals and numbers by each language’s rules, from the catalog', () => {
    const said = LANGUAGES.map((language) => {
      const t = translator<string>(language, catalog(language), ['ui.importer.']);
      return [0, 1, 1234].map((count) => t('review.confirmTitle', { count }));
    });
    expect(said).toEqual([
      ['Send 0 rows in error?', 'Send 1 row in error?', 'Send 1,234 rows in error?'],
      ['Envoyer 0 ligne en erreur ?', 'Envoyer 1 ligne en erreur ?', 'Envoyer 1\u202f234 lignes en erreur ?'],
      ['0 fehlerhafte Zeilen senden?', '1 fehlerhafte Zeile senden?', '1.234 fehlerhafte Zeilen senden?'],
      ['¿Enviar 0 filas con errores?', '¿Enviar 1 fila con errores?', '¿Enviar 1234 filas con errores?'],
    ]);
  });

  it('looks a key up under the app’s prefix, then the shared one, and shows an unknown key as itself', () => {
    const messages = { 'ui.console.app.close': 'Close the console', 'ui.shared.app.retry': 'Try again' };
    const t = translator<string>('en', messages, ['ui.console.', 'ui.shared.']);
    expect([t('app.close'), t('app.retry'), t('app.nothing')]).toEqual([
      'Close the console',
      'Try again',
      'app.nothing',
    ]);
    expect([t.has('app.retry'), t.has('app.nothing')]).toEqual([true, false]);
  });

  it('brackets, accents and lengthens every text in the pseudo-language, its values and plurals intact', () => {
    const messages = {
      'ui.importer.title': 'Import a file',
      'ui.importer.sent': 'Send {count, plural, one {# row} other {# rows}} to {organisation}',
      'ui.importer.secret': "Sent as Bearer '<secret>'",
    };
    const t = translator<string>('en', messages, ['ui.importer.'], true);
    const title = t('title');
    expect(title).toMatch(/^\[Ímpórt á fílé .+\]$/);
    expect(title.length - 2).toBeGreaterThanOrEqual(
      Math.ceil('Import a file'.length * (1 + PSEUDO_LENGTHENING)) - 1,
    );
    expect(t('sent', { count: 1, organisation: 'Acme' })).toMatch(/^\[Séñd 1 rów tó Acme .+\]$/);
    expect(t('sent', { count: 2, organisation: 'Acme' })).toMatch(/^\[Séñd 2 róws tó Acme .+\]$/);
    expect(t('secret')).toMatch(/^\[Séñt ás Béárér <séçrét> .+\]$/);
  });

  it('is the only plural rule: no Intl.PluralRules and no {count|one|many} form left under web/ or in the catalog', () => {
    const sources = readdirSync('web', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.startsWith('dist'),
    );
    expect(sources.length).toBeGreaterThan(100);
    const pluralRules = sources.filter((file) => /PluralRules/.test(readFileSync(`web/${file}`, 'utf8')));
    expect(pluralRules).toEqual([]);
    for (const language of LANGUAGES) {
      const old = Object.entries(catalog(language)).filter(([, message]) => /\{\w+\|/.test(message));
      expect(old).toEqual([]);
    }
  });
});
