import { type Kysely, sql } from 'kysely';

/**
 * A delivery being sent holds a lease until `sending_until`: one organisation's deliveries in
 * flight are counted by it across every worker, so that an organisation whose endpoints hang
 * cannot hold all the workers while other organisations' deliveries wait. A lease outlives the
 * longest attempt; a worker that died leaves one that simply runs out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE webhook_deliveries ADD COLUMN sending_until timestamptz;
    CREATE INDEX webhook_deliveries_sending_idx ON webhook_deliveries (organisation_id, sending_until)
      WHERE sending_until IS NOT NULL;
  `.execute(db);
}
