/**
 * The `transform-slice` queue: one job per pass of one slice of a file split across workers
 * (src/services/slices/), worked by every worker. Its workers are its own, apart from the stage
 * queues' and as many as the engine threads: a transform stage waiting for its slices holds a
 * stage worker, never a slice worker, so with one worker process the slices still run. A slice a
 * stage runs in its own thread holds one of the same engine threads (`holdThread`): the workers
 * then fetch one job fewer, and take the file's next slices once it waits.
 */
import type PgBoss from 'pg-boss';
import { keepSliceThreadsWarm } from '../engine/index.ts';
import type { SliceQueue } from '../services/slices/slice-queue.ts';
import { SLICE_SETTLED_CHANNEL } from '../store/transformations/slice-tasks.ts';
import type { PgSignals } from './pg-signals.ts';
import { QueueWorker, type QueueWorkerLog } from './queue-worker.ts';
import { ThreadSlots } from './thread-slots.ts';

const QUEUE = 'transform-slice';
/**
 * Sent when a task is queued: every process's slice workers fetch at once instead of at their next
 * poll (half a second), and a file's sixteen hand-offs add milliseconds, not seconds.
 */
export const SLICE_QUEUED_CHANNEL = 'ferry_slice_queued';
/** The channels this queue listens on (./pg-signals.ts). */
export const SLICE_CHANNELS = [SLICE_QUEUED_CHANNEL, SLICE_SETTLED_CHANNEL] as const;

interface SliceData {
  taskId: string;
}

export class PgSliceQueue implements SliceQueue {
  /** This process's workers: a job it sends is fetched at once, not at the next poll. */
  private workers: QueueWorker<SliceData>[] = [];

  /**
   * This process's engine threads, shared by its slice workers and the slices its stages run in
   * their own thread (`holdThread`): a worker fetches a job only with a thread free.
   */
  private slots: ThreadSlots | null = null;

  /** The coordinators' waits for their tasks, by task id. */
  private readonly waiting = new Map<string, Set<() => void>>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: QueueWorkerLog,
    private readonly signals: PgSignals,
  ) {
    signals.on(SLICE_QUEUED_CHANNEL, () => {
      for (const worker of this.workers) worker.notify();
    });
    signals.on(SLICE_SETTLED_CHANNEL, (taskId) => {
      for (const wake of this.waiting.get(taskId) ?? []) wake();
    });
  }

  static async create(boss: PgBoss, log: QueueWorkerLog, signals: PgSignals): Promise<PgSliceQueue> {
    // A task whose worker died is sent again by its coordinator (its heartbeat went stale), and
    // claimed once: a job retried after its expiry finds it taken or done, and does nothing.
    await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 3, retryDelay: 1, expireInSeconds: 15 * 60 });
    return new PgSliceQueue(boss, log, signals);
  }

  async enqueue(taskId: string): Promise<void> {
    await this.boss.send(QUEUE, { taskId } satisfies SliceData);
    for (const worker of this.workers) worker.notify();
    await this.signals.send(SLICE_QUEUED_CHANNEL, '');
  }

  waitForTask(taskId: string, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const waits = this.waiting.get(taskId) ?? new Set<() => void>();
      this.waiting.set(taskId, waits);
      const end = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', aborted);
        waits.delete(wake);
        if (waits.size === 0) this.waiting.delete(taskId);
      };
      const wake = () => {
        end();
        resolve();
      };
      const aborted = () => {
        end();
        reject(signal.reason);
      };
      const timer = setTimeout(wake, ms);
      signal.addEventListener('abort', aborted, { once: true });
      waits.add(wake);
    });
  }

  async holdThread(): Promise<() => void> {
    // Without slice workers here, the stage's slice competes with none.
    return this.slots === null ? () => {} : this.slots.take();
  }

  /**
   * Starts `slots` workers (one per engine thread) running `run` on each job's task; `warm`: the
   * slices' engine threads are started now rather than by the first slice (this process splits
   * files, FERRY_SLICE_JOB_BYTES, so slices are expected).
   */
  startWorkers(run: (taskId: string) => Promise<void>, slots: number, warm = false): void {
    if (warm) keepSliceThreadsWarm(slots);
    const threads = new ThreadSlots(slots);
    this.slots = threads;
    for (let slot = 0; slot < slots; slot++) {
      const worker = new QueueWorker<SliceData>(
        this.boss,
        QUEUE,
        500,
        ({ data }) => run(data.taskId),
        this.log,
        () => threads.take(),
      );
      worker.start();
      this.workers.push(worker);
    }
  }

  async stopWorkers(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}
