/**
 * Forward-only migrations, applied in name order at start: one file each in ./migrations, named
 * `NNNN_what.ts`, listed below (a test checks that every file there is). Listed by hand rather than
 * read from the folder so that Ferry can be compiled into one file.
 */
import { type Kysely, type Migration, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_identity.ts';
import * as m0002 from './migrations/0002_receiver.ts';
import * as m0003 from './migrations/0003_customer_tokens.ts';
import * as m0004 from './migrations/0004_transformations.ts';
import * as m0005 from './migrations/0005_submissions.ts';
import * as m0006 from './migrations/0006_running_steps_index.ts';
import * as m0007 from './migrations/0007_step_owner.ts';
import * as m0008 from './migrations/0008_login_failures.ts';
import * as m0009 from './migrations/0009_logins.ts';
import * as m0010 from './migrations/0010_review_steps.ts';
import * as m0011 from './migrations/0011_webhooks.ts';
import * as m0012 from './migrations/0012_pushes.ts';
import * as m0013 from './migrations/0013_bulk_imports.ts';
import * as m0014 from './migrations/0014_sources.ts';
import * as m0015 from './migrations/0015_webhook_sending.ts';
import * as m0016 from './migrations/0016_runs.ts';
import * as m0017 from './migrations/0017_feeds.ts';
import * as m0018 from './migrations/0018_connectors.ts';
import * as m0019 from './migrations/0019_bulk_import_heartbeat.ts';
import * as m0020 from './migrations/0020_customer_invitations.ts';
import * as m0021 from './migrations/0021_members.ts';
import * as m0022 from './migrations/0022_edited_unique_keys.ts';
import * as m0023 from './migrations/0023_account_sign_ins.ts';
import * as m0024 from './migrations/0024_password_resets.ts';
import * as m0025 from './migrations/0025_trial_customers.ts';
import * as m0026 from './migrations/0026_replays.ts';
import * as m0027 from './migrations/0027_email_deliveries.ts';
import * as m0028 from './migrations/0028_activity_lists.ts';
import * as m0029 from './migrations/0029_alerts.ts';
import * as m0030 from './migrations/0030_audit_log.ts';
import * as m0031 from './migrations/0031_replaces.ts';
import * as m0032 from './migrations/0032_edited_keys_index.ts';
import * as m0033 from './migrations/0033_request_counts.ts';
import * as m0034 from './migrations/0034_pending_deliveries_index.ts';
import * as m0035 from './migrations/0035_slice_tasks.ts';
import * as m0036 from './migrations/0036_live_reviews.ts';
import * as m0037 from './migrations/0037_ai_matching.ts';
import * as m0038 from './migrations/0038_languages.ts';
import * as m0039 from './migrations/0039_slice_task_errors.ts';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_identity': m0001,
  '0002_receiver': m0002,
  '0003_customer_tokens': m0003,
  '0004_transformations': m0004,
  '0005_submissions': m0005,
  '0006_running_steps_index': m0006,
  '0007_step_owner': m0007,
  '0008_login_failures': m0008,
  '0009_logins': m0009,
  '0010_review_steps': m0010,
  '0011_webhooks': m0011,
  '0012_pushes': m0012,
  '0013_bulk_imports': m0013,
  '0014_sources': m0014,
  '0015_webhook_sending': m0015,
  '0016_runs': m0016,
  '0017_feeds': m0017,
  '0018_connectors': m0018,
  '0019_bulk_import_heartbeat': m0019,
  '0020_customer_invitations': m0020,
  '0021_members': m0021,
  '0022_edited_unique_keys': m0022,
  '0023_account_sign_ins': m0023,
  '0024_password_resets': m0024,
  '0025_trial_customers': m0025,
  '0026_replays': m0026,
  '0027_email_deliveries': m0027,
  '0028_activity_lists': m0028,
  '0029_alerts': m0029,
  '0030_audit_log': m0030,
  '0031_replaces': m0031,
  '0032_edited_keys_index': m0032,
  '0033_request_counts': m0033,
  '0034_pending_deliveries_index': m0034,
  '0035_slice_tasks': m0035,
  '0036_live_reviews': m0036,
  '0037_ai_matching': m0037,
  '0038_languages': m0038,
  '0039_slice_task_errors': m0039,
};

/** Applies pending migrations; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    migrationTableName: 'ferry_migrations',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
