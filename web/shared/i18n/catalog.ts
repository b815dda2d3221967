/**
 * The catalog's messages of one language, downloaded when the page starts: each language of each
 * app is a chunk of its own, so a page fetches only the language it shows. The build keeps in an
 * app's chunk only its own keys and the shared ones (`ui.importer.*` and `ui.shared.*` for the
 * importer; bin/build-web.js). The pseudo-language is made from English here, not kept in a file.
 */
/// <reference path="./vite.d.ts" />
import type Catalog from '../../../locales/en.json';
import { type PageLanguage, PSEUDO } from './index.ts';

/** The apps with texts of their own in the catalog. */
export type App = 'importer' | 'console';

/** The keys of the catalog under `ui.<prefix>.`, without that prefix. */
export type KeysUnder<Prefix extends string> = keyof typeof Catalog extends infer Key
  ? Key extends `ui.${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;

export type Messages = Record<string, string>;

type Loaders = Record<string, () => Promise<Messages>>;

// Vite needs each call written out, with literal options: one per app.
const LOADERS: Record<App, Loaders> = {
  importer: import.meta.glob<Messages>('../../../locales/*.json', {
    query: '?ui=importer',
    import: 'default',
  }),
  console: import.meta.glob<Messages>('../../../locales/*.json', { query: '?ui=console', import: 'default' }),
};

/** The messages of `language` for `app`; English ones when the pseudo-language is asked for. */
export async function loadMessages(app: App, language: PageLanguage): Promise<Messages> {
  const file = language === PSEUDO ? 'en' : language;
  const load = LOADERS[app][`../../../locales/${file}.json`];
  if (!load) throw new Error(`No catalog for the language ${file}.`);
  return load();
}
