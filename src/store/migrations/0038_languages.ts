import { type Kysely, sql } from 'kysely';

/**
 * Every language of the catalog (docs/languages.md): a customer's `language` is checked by the API
 * against the languages of `locales/`, so that adding a language is adding its file; and each
 * transformation keeps the language its messages are written in (violations, the error report),
 * decided when it is created, since it runs and is read later without the request that made it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE customers DROP CONSTRAINT IF EXISTS customers_language_check;
    ALTER TABLE transformations ADD COLUMN language text;
  `.execute(db);
}
