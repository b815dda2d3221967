/**
 * The engine's worker threads: started on demand, at most one per core, kept for a while once
 * started (starting one loads the engine: about 0.3 s idle, over 1.5 s on a busy machine), a task
 * waiting for a free one. Each task runs under a time budget and each thread under a memory
 * limit; a thread stopped by either, or gone, is never reused. ./named-tasks.ts holds the one
 * pool of the process.
 */
import { Worker } from 'node:worker_threads';
import { EngineLimitExceeded } from './engine-limit.ts';
import { restoredSaidError, type SaidErrorData, saidErrorData } from './said-errors.ts';

/**
 * Where a thread starts: the module serving the task table (../tasks/thread-main.ts), named here
 * and never imported. From the sources, boot.mjs registers tsx and loads it. In the compiled CLI
 * (bin/compile.js) this module is part of a chunk beside the compiled thread-main.ts,
 * `engine-thread.js`, which the thread runs as it is.
 */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const BOOT = new URL(FROM_SOURCES ? './boot.mjs' : './engine-thread.js', import.meta.url);
const ENTRY = new URL('../tasks/thread-main.ts', import.meta.url).href;
/** An idle thread is stopped after this long. */
const IDLE_MS = 60_000;
/**
 * Young generation of an engine thread, in MB (16 MB semi-spaces). The engine allocates
 * short-lived strings at a high rate, and V8 grows the young generation to its limit. It was 24
 * (8 MB semi-spaces) while a 1M-row run split over two threads peaked near 300 MB; since that peak
 * fell to about 185 MB, 48 takes about 15 MB more at the peak (100k rows: 151 → 165 MB) for about
 * 2 % less CPU (fewer scavenges), and 96 was no faster.
 */
export const YOUNG_GENERATION_MB = 48;

/** Limits every engine thread of this process runs under (`configureEngineThreads`). */
export interface EngineThreadLimits {
  /** Time budget of a task when its caller gives none, in ms; null: none. */
  taskTimeoutMs: number | null;
  /** Old generation of each thread, in MB; null: V8's default (a share of the machine's memory). */
  memoryMb: number | null;
}

/** Per task: a time budget that overrides the configured one. */
export interface TaskLimits {
  timeoutMs?: number | null;
  /** Receives the task's progress as it reports it (rows so far), on the caller's thread. */
  onProgress?: (done: number) => void;
  /** Answers the task's calls back to its caller (./caller-calls.ts), on the caller's thread. */
  onCall?: (name: string, input: unknown) => Promise<unknown>;
}

interface Reply {
  id: number;
  /** Set on a progress message, which the task's answer follows later. */
  progress?: number;
  /** Set on a call of the task to its caller, answered by `onCall`. */
  call?: { n: number; name: string; input: unknown };
  ok: boolean;
  output?: unknown;
  /** A SourceError's or a TwigError's code and values, so that it is said in the reader's language on this side too. */
  error?: SaidErrorData & { stack: string | null };
}

/** A failure inside the thread that was not a problem with the file. */
export class EngineThreadError extends Error {
  constructor(message: string, stack: string | null) {
    super(message);
    this.name = 'EngineThreadError';
    if (stack) this.stack = stack;
  }
}

interface Idle {
  worker: Worker;
  timer: NodeJS.Timeout;
}

export class EngineThreads {
  private readonly idle: Idle[] = [];
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private nextId = 0;
  /** Idle threads kept however long they wait: a server's first step then starts at once. */
  private keep = 0;
  /** Threads each kept thread keeps ready for its split runs. */
  private nested = 0;
  limits: EngineThreadLimits = { taskTimeoutMs: null, memoryMb: null };

  constructor(private readonly max: number) {}

  async run(task: string, input: unknown, limits: TaskLimits = {}): Promise<unknown> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    const worker = this.take();
    let healthy = true;
    try {
      return await this.send(
        worker,
        task,
        input,
        limits.timeoutMs ?? this.limits.taskTimeoutMs,
        limits.onProgress,
        limits.onCall,
      );
    } catch (error) {
      // A thread stopped by a limit or gone is never reused: the next task gets a new one.
      healthy = !(error instanceof ThreadGone || error instanceof EngineLimitExceeded);
      throw error instanceof ThreadGone ? new EngineThreadError(error.message, null) : error;
    } finally {
      this.running--;
      if (healthy) this.release(worker);
      this.waiting.shift()?.();
    }
  }

  /**
   * Starts threads until `count` are kept ready (at most one per core); each of them keeps
   * `nested` threads of its own ready in turn, for the runs it splits.
   */
  keepWarm(count: number, nested = 0): void {
    this.keep = Math.min(count, this.max);
    this.nested = nested;
    while (this.idle.length + this.running < this.keep) this.release(this.spawn(nested));
  }

  /** Sets the limits of the threads started from now on; idle threads started under others stop. */
  configure(limits: EngineThreadLimits): void {
    const memoryChanged = limits.memoryMb !== this.limits.memoryMb;
    this.limits = { ...limits };
    if (!memoryChanged) return;
    for (const { worker, timer } of this.idle.splice(0)) {
      clearTimeout(timer);
      void worker.terminate();
    }
    while (this.idle.length + this.running < this.keep) this.release(this.spawn(this.nested));
  }

  /** Starts idle threads until `count` exist (at most one per core), without keeping them longer. */
  prestart(count: number): void {
    while (this.idle.length + this.running < Math.min(count, this.max)) this.release(this.spawn());
  }

  private take(): Worker {
    const idle = this.idle.pop();
    if (idle) {
      clearTimeout(idle.timer);
      idle.worker.ref();
      return idle.worker;
    }
    return this.spawn();
  }

  private spawn(nested = 0): Worker {
    // execArgv []: from the sources the thread registers tsx itself (boot.mjs) instead of inheriting
    // the parent's flags.
    const { memoryMb } = this.limits;
    return new Worker(BOOT, {
      workerData: { entry: ENTRY, nested, memoryMb } satisfies ThreadData,
      execArgv: [],
      resourceLimits: {
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
        ...(memoryMb === null ? {} : { maxOldGenerationSizeMb: memoryMb }),
      },
    });
  }

  private release(worker: Worker): void {
    // An idle thread must not keep the process alive.
    worker.unref();
    const entry: Idle = {
      worker,
      timer: setTimeout(() => {
        if (this.idle.length <= this.keep) return;
        this.idle.splice(this.idle.indexOf(entry), 1);
        void worker.terminate();
      }, IDLE_MS).unref(),
    };
    this.idle.push(entry);
  }

  private send(
    worker: Worker,
    task: string,
    input: unknown,
    timeoutMs: number | null,
    onProgress?: (done: number) => void,
    onCall?: (name: string, input: unknown) => Promise<unknown>,
  ): Promise<unknown> {
    const id = ++this.nextId;
    const { memoryMb } = this.limits;
    return new Promise((resolve, reject) => {
      // terminate() stops the thread between two instructions, whatever it runs (a regular
      // expression included), and the threads it started for a split run with it.
      const budget =
        timeoutMs === null
          ? null
          : setTimeout(() => {
              cleanup();
              // Rejected once the thread is gone, so that the stage's scratch folder is removed
              // after the thread's last write, not before.
              void worker.terminate().finally(() => reject(EngineLimitExceeded.time(timeoutMs)));
            }, timeoutMs);
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.progress !== undefined) {
          onProgress?.(reply.progress);
          return;
        }
        if (reply.call !== undefined) {
          answerCall(worker, reply.call.n, reply.call.name, reply.call.input, onCall);
          return;
        }
        cleanup();
        if (reply.ok) resolve(reply.output);
        // The message already names the line; rebuild the error without prefixing it twice.
        else
          reject(
            restoredSaidError(reply.error) ??
              new EngineThreadError(reply.error?.message ?? 'unknown error', reply.error?.stack ?? null),
          );
      };
      const onError = (error: Error & { code?: string }) => {
        cleanup();
        void worker.terminate();
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY' && memoryMb !== null)
          reject(EngineLimitExceeded.memory(memoryMb));
        else reject(new ThreadGone(`The engine thread failed: ${error.message}`));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new ThreadGone(`The engine thread stopped with code ${code}.`));
      };
      const cleanup = () => {
        if (budget) clearTimeout(budget);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage({ id, task, input });
    });
  }
}

/** Runs a task's call to its caller and posts the answer (./caller-calls.ts); a thread gone by then gets none. */
function answerCall(
  worker: Worker,
  n: number,
  name: string,
  input: unknown,
  onCall?: (name: string, input: unknown) => Promise<unknown>,
): void {
  const answering = onCall
    ? onCall(name, input)
    : Promise.reject(new Error(`No answer to the call ${name}.`));
  answering.then(
    (output) => worker.postMessage({ answer: n, ok: true, output }),
    (error: Error) => worker.postMessage({ answer: n, ok: false, error: saidErrorData(error) }),
  );
}

/** The thread stopped or broke: it is not reused. */
class ThreadGone extends Error {}

/** What a thread is started with. */
export interface ThreadData {
  entry: string;
  /** Threads it keeps ready for its own split runs. */
  nested: number;
  /** Its old generation's limit, which the threads it starts inherit. */
  memoryMb: number | null;
}
