/** What every screen of the importer is given. */
import type { Api } from '../../shared/api.ts';
import type { Bridge } from './bridge.ts';
import type { Language, Translate } from './i18n/index.ts';
import type { Shell } from './shell.ts';
import type { Column, ImportProfile, Template } from './types.ts';

export interface Context {
  /** The public API, logged in as the sender. */
  api: Api;
  /** Texts in the page's language. */
  t: Translate;
  /** The page's language. */
  language: Language;
  /** The tag numbers and dates are written with (the browser's variant of the language: en-GB…). */
  locale: string;
  /** Talks to the host page when embedded. */
  bridge: Bridge;
  /** Header, steps and the main area. */
  shell: Shell;
  /** The organisation behind the link. */
  profile: ImportProfile;
  /** The template the file is brought to. */
  template: Template;
  /** Its columns a sender may see (hidden ones are never sent to senders). */
  columns: Column[];
}
