/**
 * The port through which services hand work that is not a transformation's stage to the job queue:
 * webhook deliveries, pushes and bulk imports. The job queue implements it
 * (src/jobs/background-queue.ts); each job's work is a service method (`Services.background`).
 */

export type BackgroundJobName = 'webhook-delivery' | 'push' | 'bulk-import';

export interface BackgroundJobs {
  /** Sends a job; `startAfterSeconds` delays it (a retry schedule is a new job sent later). */
  send(
    name: BackgroundJobName,
    data: Record<string, unknown>,
    options?: { startAfterSeconds?: number },
  ): Promise<void>;
}

/** For a process that works no background jobs (the CLI, a test app without jobs): they are dropped. */
export const NO_BACKGROUND_JOBS: BackgroundJobs = {
  async send() {},
};

/**
 * Thrown by a job whose organisation already runs as many of its kind as it may: the queue sends it
 * again a little later and its worker goes on with another organisation's job, as stages do.
 */
export class JobDeferred extends Error {
  constructor(readonly organisationId: string) {
    super(`A job of organisation ${organisationId} waits for its others to finish.`);
    this.name = 'JobDeferred';
  }
}

/** What the job of each background queue runs, given the job's data. */
// biome-ignore lint/suspicious/noExplicitAny: each job's data is typed by the service that sends and works it.
export type BackgroundHandlers = Partial<Record<BackgroundJobName, (data: any) => Promise<void>>>;
