/**
 * One worker of a pg-boss queue, with its own loop instead of `boss.work`: fetch a job, run it,
 * then complete or fail it, every query awaited and its failure logged.
 *
 * pg-boss 10 (the last release for Node 20) completes a job without awaiting the query: a database
 * connection lost at that moment is an unhandled rejection, which ends the Node process — the whole
 * `ferry serve` or `ferry worker` for one dropped connection. Here such a loss is logged; the job
 * stays active, expires and is retried, and every stage and background job is idempotent.
 */
import type PgBoss from 'pg-boss';

export interface QueueWorkerLog {
  error(obj: object, msg: string): void;
}

export class QueueWorker<T extends object> {
  private stopping = false;
  private loop: Promise<void> | null = null;
  /** Ends the wait between two polls early (a job was sent, or the worker stops). */
  private wake: (() => void) | null = null;

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: string,
    private readonly pollMs: number,
    private readonly handle: (job: PgBoss.Job<T>) => Promise<void>,
    private readonly log: QueueWorkerLog,
    /**
     * Taken before each fetch and given back once the job is done or none was there: the worker
     * fetches only when the work it stands for may start now (./thread-slots.ts).
     */
    private readonly gate: (() => Promise<() => void>) | null = null,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** A job is due now: fetch it at once rather than at the next poll. */
  notify(): void {
    this.wake?.();
  }

  /** Lets the running job finish, then stops polling. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.notify();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const release = await this.passGate();
      if (release === null) return;
      const job = await this.fetch();
      if (job === null) {
        release();
        await this.idle();
        continue;
      }
      try {
        await this.handle(job);
      } catch (error) {
        release();
        await this.settle('fail', job, () => this.boss.fail(this.queue, job.id, failure(error)));
        continue;
      }
      release();
      await this.settle('complete', job, () => this.boss.complete(this.queue, job.id));
    }
  }

  /** The gate's slot (a no-op without a gate); null when the worker stopped while it waited. */
  private async passGate(): Promise<(() => void) | null> {
    if (this.gate === null) return () => {};
    const taking = this.gate();
    for (;;) {
      // A job sent meanwhile wakes the wait too: it goes on until the slot or the stop.
      const woken = new Promise<null>((resolve) => {
        this.wake = () => resolve(null);
      });
      const release = await Promise.race([taking, woken]);
      this.wake = null;
      if (release !== null && !this.stopping) return release;
      if (this.stopping) {
        // The slot, taken now or later, goes back at once.
        void taking.then((give) => give());
        return null;
      }
    }
  }

  private async fetch(): Promise<PgBoss.Job<T> | null> {
    try {
      const jobs = await this.boss.fetch<T>(this.queue, { batchSize: 1 });
      return jobs[0] ?? null;
    } catch (err) {
      if (!this.stopping) this.log.error({ err, queue: this.queue }, 'job queue fetch failed');
      return null;
    }
  }

  private async settle(what: string, job: PgBoss.Job<T>, query: () => Promise<unknown>): Promise<void> {
    try {
      await query();
    } catch (err) {
      // The job stays active: it expires and is retried. While Ferry stops, the database may end
      // its connections first (test/jobs/queue-stop.test.ts): that is the stop, not an error.
      if (!this.stopping)
        this.log.error({ err, queue: this.queue, job: job.id }, `job queue could not ${what} a job`);
    }
  }

  private idle(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.pollMs);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wake = null;
        resolve();
      }
      this.wake = done;
    });
  }
}

/** What pg-boss keeps of a failed job's error: its message and stack, as `boss.work` did. */
function failure(error: unknown): object {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}
