/**
 * What an operator's Prometheus reads at `GET /metrics`: this process's HTTP traffic and Node
 * runtime (per instance), and the work waiting in the shared database (the same on every
 * instance). No label ever names an organisation, a template or a file: the figures are the
 * operator's, and their number of series stays fixed however many tenants there are.
 */
import { type Kysely, sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../store/schema.ts';

/** The steps a transformation is running in (the ones the sweeper's partial index covers). */
const RUNNING_STEPS = ['normalizing', 'matching', 'reusing', 'transforming', 'submitting'] as const;

export class Metrics {
  private readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route'>;

  constructor(db: Kysely<Database>) {
    collectDefaultMetrics({ register: this.registry, prefix: 'ferry_' });
    this.requests = new Counter({
      name: 'ferry_http_requests_total',
      help: 'HTTP requests answered by this instance, by route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.durations = new Histogram({
      name: 'ferry_http_request_duration_seconds',
      help: 'Time this instance took to answer, by route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [this.registry],
    });
    // The shared gauges are read at scrape time, in one reading for the three of them.
    const reading = new SharedReading(db);
    new Gauge({
      name: 'ferry_database_up',
      help: '1 when the database answered the last scrape’s query, 0 when it did not.',
      registers: [this.registry],
      async collect() {
        this.set((await reading.read()).steps ? 1 : 0);
      },
    });
    new Gauge({
      name: 'ferry_transformations_running',
      help: 'Transformations running a step now, across every instance, by step.',
      labelNames: ['step'],
      registers: [this.registry],
      async collect() {
        const { steps } = await reading.read();
        this.reset();
        if (steps) for (const step of RUNNING_STEPS) this.set({ step }, steps.get(step) ?? 0);
      },
    });
    new Gauge({
      name: 'ferry_jobs',
      help: 'Background jobs across every instance, by queue and state (created, retry, active).',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { queue, state, count } of (await reading.read()).jobs) this.set({ queue, state }, count);
      },
    });
  }

  /** Counts an answered request; `route` is the route's pattern (`/feed/:feedId`), never the path. */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.durations.observe({ method, route }, seconds);
  }

  /** The Prometheus text exposition format. */
  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}

/** One reading of the database per scrape, shared by the gauges that ask for it at the same time. */
class SharedReading {
  private pending: Promise<Shared> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  read(): Promise<Shared> {
    this.pending ??= readShared(this.db).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }
}

interface Shared {
  /** Running transformations by step; null when the database did not answer. */
  steps: Map<string, number> | null;
  jobs: { queue: string; state: string; count: number }[];
}

async function readShared(db: Kysely<Database>): Promise<Shared> {
  const steps = await sql<{ step: string; count: string }>`
    SELECT step, count(*) AS count FROM transformations
    WHERE step IN (${sql.join(RUNNING_STEPS.map((step) => sql.lit(step)))})
    GROUP BY step
  `
    .execute(db)
    .then(({ rows }) => new Map(rows.map((row) => [row.step, Number(row.count)])))
    .catch(() => null);
  if (!steps) return { steps, jobs: [] };
  // The queue's tables exist once a job queue has started somewhere; before that there are no jobs.
  const jobs = await sql<{ queue: string; state: string; count: string }>`
    SELECT name AS queue, state::text AS state, count(*) AS count FROM pgboss.job
    WHERE state IN ('created', 'retry', 'active')
    GROUP BY name, state
  `
    .execute(db)
    .then(({ rows }) => rows.map((row) => ({ queue: row.queue, state: row.state, count: Number(row.count) })))
    .catch(() => []);
  return { steps, jobs };
}
