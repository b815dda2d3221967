import { type Kysely, sql } from 'kysely';

/**
 * `GET /metrics` counts the pending deliveries of every channel at each scrape (every 15 s or so):
 * partial indexes of the pending rows keep that count as small as the backlog, not as the history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (status) WHERE status = 'pending';
    CREATE INDEX pushes_pending_idx ON pushes (status) WHERE status = 'pending';
    CREATE INDEX email_deliveries_pending_idx ON email_deliveries (status) WHERE status = 'pending';
  `.execute(db);
}
