/**
 * `npm start` as a process manager runs it: SIGTERM goes to the npm process, and everything it
 * started (the server and its embedded PostgreSQL) must stop with it, as the README promises.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

let dataDir = '';
let npm: ChildProcess | null = null;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Processes whose command line or environment names the data directory of this test. */
async function processesOf(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const read = (file: string) => readFile(`/proc/${entry}/${file}`, 'utf8').catch(() => '');
    const [cmdline, environ] = await Promise.all([read('cmdline'), read('environ')]);
    if (cmdline.includes(dir) || environ.split('\0').includes(`FERRY_DATA_DIR=${dir}`)) {
      found.push(Number(entry));
    }
  }
  return found;
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

afterAll(async () => {
  if (npm && npm.exitCode === null) npm.kill('SIGKILL');
  if (!dataDir) return;
  for (const pid of await processesOf(dataDir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('stops the server and its embedded PostgreSQL when the npm process gets SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ferry-npm-start-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, FERRY_DATA_DIR: dataDir, PORT: String(port) };
    delete env.DATABASE_URL;
    let output = '';
    npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    npm.stdout!.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    for (let i = 0; i < 240 && !(await healthy(port)); i++) {
      if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await healthy(port), output).toBe(true);
    expect((await processesOf(dataDir)).length).toBeGreaterThan(0);
    // The banner says where a new user goes next: the console, then the API reference.
    for (let i = 0; i < 40 && !output.includes('API reference:'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(output).toContain(`Console:       http://localhost:${port}/app/`);

    const exited = new Promise((resolve) => npm!.once('exit', resolve));
    npm.kill('SIGTERM');
    await exited;
    let left = await processesOf(dataDir);
    for (let i = 0; i < 60 && left.length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      left = await processesOf(dataDir);
    }
    expect(left, output).toEqual([]);
    expect(await healthy(port)).toBe(false);
  }, 180_000);
});
