/**
 * What `GET /metrics` reads from the shared database at scrape time: the same on every instance,
 * since counting it in each process would give each a part of the truth. One reading per scrape
 * serves every gauge that asks for it at the same time.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../store/schema/index.ts';

/** The steps a transformation is running in (the ones the sweeper's partial index covers). */
export const RUNNING_STEP_NAMES = [
  'normalizing',
  'matching',
  'reusing',
  'transforming',
  'submitting',
] as const;

/** The channels of deliveries (DESIGN §10), each with its own table. */
export const DELIVERY_CHANNELS = ['webhook', 'push', 'email'] as const;

export interface Shared {
  /** Running transformations by step; null when the database did not answer. */
  steps: Map<string, number> | null;
  jobs: { queue: string; state: string; count: number }[];
  /** Deliveries waiting to be made or retried, by channel. */
  pendingDeliveries: Map<string, number>;
}

export class SharedReading {
  private pending: Promise<Shared> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  read(): Promise<Shared> {
    this.pending ??= readShared(this.db).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }
}

async function readShared(db: Kysely<Database>): Promise<Shared> {
  const steps = await sql<{ step: string; count: string }>`
    SELECT step, count(*) AS count FROM transformations
    WHERE step IN (${sql.join(RUNNING_STEP_NAMES.map((step) => sql.lit(step)))})
    GROUP BY step
  `
    .execute(db)
    .then(({ rows }) => new Map(rows.map((row) => [row.step, Number(row.count)])))
    .catch(() => null);
  if (!steps) return { steps, jobs: [], pendingDeliveries: new Map() };
  // The queue's tables exist once a job queue has started somewhere; before that there are no jobs.
  const jobs = await sql<{ queue: string; state: string; count: string }>`
    SELECT name AS queue, state::text AS state, count(*) AS count FROM pgboss.job
    WHERE state IN ('created', 'retry', 'active')
    GROUP BY name, state
  `
    .execute(db)
    .then(({ rows }) => rows.map((row) => ({ queue: row.queue, state: row.state, count: Number(row.count) })))
    .catch(() => []);
  // Each count reads a partial index of the pending rows only (migration 0033).
  const pendingDeliveries = await sql<{ channel: string; count: string }>`
    SELECT 'webhook' AS channel, count(*) AS count FROM webhook_deliveries WHERE status = 'pending'
    UNION ALL SELECT 'push', count(*) FROM pushes WHERE status = 'pending'
    UNION ALL SELECT 'email', count(*) FROM email_deliveries WHERE status = 'pending'
  `
    .execute(db)
    .then(({ rows }) => new Map(rows.map((row) => [row.channel, Number(row.count)])))
    .catch(() => new Map<string, number>());
  return { steps, jobs, pendingDeliveries };
}
