/**
 * Real `ferry worker` processes on a test app's database and data folder, each in a process group
 * of its own so that a kill takes its children too; any still running when the test process exits
 * are killed then.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { TestApp } from './app.ts';

export interface WorkerProcess {
  child: ChildProcess;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
}

/**
 * The workers still running in this test process, killed if it exits first: one listener for the
 * process, however many files (sharing the process) start workers.
 */
const running = new Set<ChildProcess>();
let killingOnExit = false;

function killOnExit(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (killingOnExit) return;
  killingOnExit = true;
  process.once('exit', () => {
    for (const left of running) signal(left, 'SIGKILL');
  });
}

export class WorkerProcesses {
  private readonly children: ChildProcess[] = [];

  constructor(private readonly app: () => TestApp) {}

  /**
   * Starts one; `env` adds settings (FERRY_SMTP_PORT is 0: workers do not bind it anyway; nor do
   * they serve their metrics, so that several can run at once without a port between them).
   * `core`: pinned to that core with `taskset`.
   */
  start(env: Record<string, string> = {}, options: { core?: number } = {}): WorkerProcess {
    const t = this.app();
    let output = '';
    // Pinned to one core, the process sees one (its engine thread pools hold one thread each).
    const [command, args] =
      options.core === undefined
        ? [process.execPath, ['bin/ferry.js', 'worker']]
        : ['taskset', ['-c', String(options.core), process.execPath, 'bin/ferry.js', 'worker']];
    const child = spawn(command, args, {
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        FERRY_DATA_DIR: t.services.ctx.config.dataDir,
        FERRY_SMTP_PORT: '0',
        FERRY_WORKER_METRICS_PORT: '0',
        ...env,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output += chunk;
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    this.children.push(child);
    killOnExit(child);
    return { child, output: () => output };
  }

  /** SIGKILL to its group, as a crash would: nothing is finished. */
  kill(child: ChildProcess): Promise<void> {
    return end(child, 'SIGKILL');
  }

  /** SIGTERM: the worker finishes what it runs, then exits. */
  stop(child: ChildProcess): Promise<void> {
    return end(child, 'SIGTERM');
  }

  async killAll(): Promise<void> {
    await Promise.all(this.children.map((child) => this.kill(child)));
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.children.map((child) => this.stop(child)));
  }
}

async function end(child: ChildProcess, how: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  signal(child, how);
  await gone;
}

function signal(child: ChildProcess, how: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, how);
  } catch {
    // Already gone.
  }
}
