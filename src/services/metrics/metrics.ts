/**
 * What an operator's Prometheus reads at `GET /metrics`: this process's HTTP traffic, stages and
 * Node runtime (per instance), and the work waiting in the shared database (the same on every
 * instance). No label ever names an organisation, a template or a file: the figures are the
 * operator's, and their number of series stays fixed however many tenants there are.
 */
import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../store/schema/index.ts';
import type { StageName } from '../stages/stage-queue.ts';
import { DELIVERY_CHANNELS, RUNNING_STEP_NAMES, SharedReading } from './shared-reading.ts';

export class Metrics {
  private readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route'>;
  private readonly stages: Histogram<'stage' | 'outcome'>;
  private readonly rows: Counter<'stage'>;

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
    this.stages = new Histogram({
      name: 'ferry_stage_duration_seconds',
      help: 'Time the stages this process ran took, from taking the step to leaving it, by stage and outcome (done, failed).',
      labelNames: ['stage', 'outcome'],
      // From a small file's match to the step budget's default (600 s) and beyond.
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
      registers: [this.registry],
    });
    this.rows = new Counter({
      name: 'ferry_engine_rows_total',
      help: 'Rows the engine read from files in the stages this process ran, by stage: rate() gives rows per second.',
      labelNames: ['stage'],
      registers: [this.registry],
    });
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
        if (steps) for (const step of RUNNING_STEP_NAMES) this.set({ step }, steps.get(step) ?? 0);
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
    new Gauge({
      name: 'ferry_deliveries_pending',
      help: 'Webhook deliveries, pushes and e-mails waiting to be made or retried, across every instance, by channel.',
      labelNames: ['channel'],
      registers: [this.registry],
      async collect() {
        const { steps, pendingDeliveries } = await reading.read();
        this.reset();
        if (steps)
          for (const channel of DELIVERY_CHANNELS) this.set({ channel }, pendingDeliveries.get(channel) ?? 0);
      },
    });
  }

  /** Counts an answered request; `route` is the route's pattern (`/feed/:feedId`), never the path. */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.durations.observe({ method, route }, seconds);
  }

  /** A stage this process ran ended. */
  stageEnded(stage: StageName, outcome: 'done' | 'failed', seconds: number): void {
    this.stages.observe({ stage, outcome }, seconds);
  }

  /** The engine read `rows` rows of a file in a stage this process ran. */
  rowsRead(stage: StageName, rows: number): void {
    if (rows > 0) this.rows.inc({ stage }, rows);
  }

  /** The Prometheus text exposition format. */
  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
