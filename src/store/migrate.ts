/** Forward-only migrations: every file of ./migrations, applied in name order, at start. */
import { readdirSync } from 'node:fs';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

const folder = new URL('./migrations/', import.meta.url);

const provider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    const files = readdirSync(folder)
      .filter((f) => /^\d{4}_.+\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
      .sort();
    for (const file of files) {
      migrations[file.replace(/\.(ts|js)$/, '')] = (await import(new URL(file, folder).href)) as Migration;
    }
    return migrations;
  },
};

/** Applies pending migrations; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'ferry_migrations' });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
