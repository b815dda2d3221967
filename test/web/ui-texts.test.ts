/**
 * Every sentence the web apps show comes from the catalog (`locales/`): the sources under web/
 * write none of their own (test/support/ui-texts.ts reads them with the TypeScript parser). The
 * few texts that stay in code are listed here, each with why.
 */
import { describe, expect, it } from 'vitest';
import { type UiText, uiTexts, uiTextsOf } from '../support/ui-texts.ts';

/** Texts a person may see that are not the apps' own words, by file. */
const ALLOWED: { file: string; texts: string[]; why: string }[] = [
  {
    file: 'web/console/src/screens/template/column-types.ts',
    texts: ['true', 'false'],
    why: 'the values written in the file by default, shown as placeholders: data, not words',
  },
  {
    file: 'web/console/src/screens/template/format/sample-rows.ts',
    texts: [
      'Blue ceramic mug',
      'Oak side table',
      'Linen napkins, set of 4',
      'United Kingdom',
      'Gift wrap, please',
      'Leave at the front desk',
      'Harbour Street Café',
      'Northwind Trading',
      'Blue Lagoon Hotel',
      'Option xx',
      'Value xx',
    ],
    why: "sample values of a format's preview: they stand for a sender's data, which is never translated",
  },
  {
    file: 'web/console/src/screens/template/type-settings.tsx',
    texts: ['FR|France|République française\nBE|Belgium|Belgique'],
    why: 'an example of a list of values, as data',
  },
  {
    file: 'web/console/src/screens/template/rules/constraint-form.tsx',
    texts: ['This value should not be blank.'],
    why: "the server's English message it is compared with, to show the catalog's words instead",
  },
  {
    file: 'web/console/src/screens/template/try-it/try-it.tsx',
    texts: ['Test (xx)'],
    why: 'the name the server gives the trial customer, shown until it names it: data',
  },
  {
    file: 'web/shared/api.ts',
    texts: ['Bearer xx'],
    why: 'an HTTP header, not a text',
  },
  {
    file: 'web/embed/embed.ts',
    texts: ['Ferry importer'],
    why: "the frame's title on the host page when the host names none (`label`): the host's page, not ours",
  },
  {
    file: 'web/shared/i18n/catalog.ts',
    texts: ['No catalog for the language'],
    why: 'a build without a language file: a fault for developers, before any text can be shown',
  },
  {
    file: 'web/shared/i18n/translator.ts',
    texts: ['The text'],
    why: 'written to the browser console for developers, not to the page',
  },
];

const allowed = (found: UiText) =>
  ALLOWED.some(({ file, texts }) => file === found.file && texts.some((text) => found.text.startsWith(text)));

describe('the texts of the web apps', () => {
  it('come from the catalog: no sentence is written in the code', () => {
    const found = uiTexts('web').filter((text) => !allowed(text));
    expect(found.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual([]);
  });

  it('keeps each allowed text in use, so the list does not outlive its reasons', () => {
    const found = uiTexts('web');
    const unused = ALLOWED.flatMap(({ file, texts }) =>
      texts.filter((text) => !found.some((entry) => entry.file === file && entry.text.startsWith(text))),
    );
    expect(unused).toEqual([]);
  });

  it('finds a sentence added to a screen, in JSX, in an element’s properties and in plain strings', () => {
    const console = uiTextsOf(
      'web/console/src/screens/example.tsx',
      `export function Example() {
        return (
          <section aria-label="Recent files">
            <h2>Your files</h2>
            <input placeholder="Search" />
            <p class={'muted small'}>{t('example.intro')}</p>
            <button title={'Close'}>✕</button>
          </section>
        );
      }`,
    );
    expect(console.map(({ text }) => text)).toEqual(['Recent files', 'Your files', 'Search', 'Close']);
    const importer = uiTextsOf(
      'web/importer/src/steps/example.ts',
      `import { h } from '../../../shared/dom.ts';
      const title = h('h2', { class: 'step-title', text: 'Upload' });
      el.textContent = 'Done';
      notice(\`Sent \${count} rows.\`);
      const message = 'The file could not be read';
      const path = '/transformation/' + id + '/data?page=1';
      const key = 'upload.sending';
      const format = 'YYYY-MM-DD HH:mm:ss';`,
    );
    expect(importer.map(({ text }) => text)).toEqual([
      'Upload',
      'Done',
      'Sent xx rows.',
      'The file could not be read',
    ]);
  });
});
