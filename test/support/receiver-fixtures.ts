/**
 * Templates and columns inserted straight into the database, for tests of resources that hang off
 * them (constraints, customers) without depending on the template routes.
 */
import type { Kysely } from 'kysely';
import type { Database, NameValue } from '../../src/store/schema/index.ts';

export async function organisationId(db: Kysely<Database>, subdomain: string): Promise<string> {
  const row = await db
    .selectFrom('organisations')
    .select('organisation_id')
    .where('subdomain', '=', subdomain)
    .executeTakeFirstOrThrow();
  return row.organisation_id;
}

/** Inserts a template with TEXT columns named by `technicalNames`; returns its id and column ids by name. */
export async function insertTemplate(
  db: Kysely<Database>,
  subdomain: string,
  handle: string,
  technicalNames: string[],
  userMetadata: NameValue[] = [],
): Promise<{ templateId: string; columns: Record<string, string> }> {
  const template = await db
    .insertInto('templates')
    .values({
      organisation_id: await organisationId(db, subdomain),
      handle,
      name: handle,
      user_metadata: JSON.stringify(userMetadata),
    })
    .returning('template_id')
    .executeTakeFirstOrThrow();
  const columns: Record<string, string> = {};
  for (const [position, name] of technicalNames.entries()) {
    const column = await db
      .insertInto('template_columns')
      .values({
        template_id: template.template_id,
        position,
        technical_name: name,
        pretty_name: name,
        type: JSON.stringify({ type: 'TEXT' }),
        user_metadata: '[]',
      })
      .returning('column_id')
      .executeTakeFirstOrThrow();
    columns[name] = column.column_id;
  }
  return { templateId: template.template_id, columns };
}
