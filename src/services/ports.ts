/**
 * What the services reach beyond the database, built once by whoever starts the process (the
 * CLI runtime, the job runtime, the test app) and handed to `createServices` (./container.ts).
 * Each service takes in its constructor only the ports it uses; none is replaced afterwards.
 */
import type { Mailer } from '../events/mail/mailer.ts';
import type { BlobStore } from '../files/blob-store.ts';
import type { OperatorAiMatcher } from './ai-matching/ai-matching.ts';
import type { BackgroundJobs } from './background-jobs.ts';
import type { SliceQueue } from './slices/slice-queue.ts';
import type { StageQueue } from './stages/stage-queue.ts';

export interface Ports {
  /** Where uploaded files and every file a stage writes are kept. */
  blobs: BlobStore;
  /** Where stages are sent to the job queue; `NO_QUEUE` when this process sends none. */
  queue: StageQueue;
  /** Where webhook deliveries, pushes and bulk imports are sent; `NO_BACKGROUND_JOBS` when this process sends none. */
  jobs: BackgroundJobs;
  /** Where a transform split across workers sends its slices; absent: each stage runs its whole file. */
  slices?: SliceQueue;
  /** Where outbound mail goes: the outbox folder, or SMTP (src/events/mail/). */
  mail: Mailer;
  /**
   * The AI matcher of the match step; absent: the OpenAI-compatible one AI_MATCH_URL configures,
   * if any (tests give one with a shorter timeout); null: none.
   */
  aiMatcher?: OperatorAiMatcher | null;
}
