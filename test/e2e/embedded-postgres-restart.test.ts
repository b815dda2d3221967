/**
 * The embedded PostgreSQL never outlives Ferry unnoticed: `ferry serve` killed with SIGKILL takes
 * its PostgreSQL with it (and the next start removes its scratch folders), a PostgreSQL left running by a Ferry process that is gone is stopped by
 * the next start (said in its log) instead of being joined, and SIGTERM then stops everything.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineTag } from '../../src/services/stages/step-owner.ts';
import { startEmbeddedPostgres } from '../../src/store/embedded/postgres.ts';
import { runningPostmaster } from '../../src/store/embedded/postgres-leftover.ts';

let dataDir: string;
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `ferry serve` on the embedded database of `dataDir` and waits until it listens. */
async function startServe(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const { DATABASE_URL: _external, ...env } = process.env;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve'], {
    env: { ...env, FERRY_DATA_DIR: dataDir, PORT: String(port), FERRY_HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ferry is listening')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`ferry serve exited with ${code}:\n${output}`)));
  });
  await listening;
  return { child, port, output: () => output };
}

/** Waits (bounded) until no process has the pid. */
async function untilGone(pid: number): Promise<boolean> {
  for (let i = 0; i < 300; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Processes whose command line names this data folder: PostgreSQL's postmaster runs with `-D`. */
function processesOfDataDir(): string[] {
  return execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(dataDir) && !line.includes('ps -eo'));
}

async function healthy(port: number): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
}

async function stopWithSigterm(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ferry-pg-restart-'));
});
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  const left = runningPostmaster(path.join(dataDir, 'postgres'));
  if (left) process.kill(left.pid, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true });
});

describe('ferry serve on the embedded PostgreSQL', () => {
  it('takes its PostgreSQL along when killed, and the next start serves and stops everything', async () => {
    const first = await startServe();
    const postgres = runningPostmaster(path.join(dataDir, 'postgres'));
    expect(postgres).not.toBeNull();

    first.child.kill('SIGKILL');
    expect(await untilGone(postgres!.pid)).toBe(true);
    // The scratch folder of a step the killed server was running, and one of a live process.
    const work = path.join(dataDir, 'work');
    const orphaned = path.join(work, `ferry-step-${first.child.pid}.${machineTag()}-abc123`);
    const live = path.join(work, `ferry-step-${process.pid}.${machineTag()}-def456`);
    for (const dir of [orphaned, live]) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'target'), 'partial');
    }

    const second = await startServe();
    expect(second.output()).not.toContain('already running');
    expect(existsSync(orphaned)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(await healthy(second.port)).toBe(200);
    expect(await stopWithSigterm(second.child)).toBe(0);
    expect(runningPostmaster(path.join(dataDir, 'postgres'))).toBeNull();
    expect(processesOfDataDir()).toEqual([]);
  }, 120_000);

  it('stops a PostgreSQL left running by a Ferry process that is gone, rather than joining it', async () => {
    // A server as a killed Ferry would leave it: running, its recorded owner gone.
    const quiet = { info: () => {}, warn: () => {} };
    await startEmbeddedPostgres(dataDir, quiet);
    const leftover = runningPostmaster(path.join(dataDir, 'postgres'))!;
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(path.join(dataDir, 'postgres.owner'), `${os.hostname()} ${dead.pid}\n`);

    const serve = await startServe();
    expect(serve.output()).toContain(
      `Stopping the embedded PostgreSQL (pid ${leftover.pid}) left running by a Ferry process that is gone`,
    );
    expect(serve.output()).not.toContain('already running');
    expect(await untilGone(leftover.pid)).toBe(true);
    const own = runningPostmaster(path.join(dataDir, 'postgres'));
    expect(own?.pid).not.toBe(leftover.pid);
    expect(await healthy(serve.port)).toBe(200);

    expect(await stopWithSigterm(serve.child)).toBe(0);
    expect(await untilGone(own!.pid)).toBe(true);
    expect(processesOfDataDir()).toEqual([]);
  }, 120_000);
});
