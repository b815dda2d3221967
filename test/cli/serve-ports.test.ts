/**
 * Real `ferry serve` processes, as an operator starts a second one on the same machine: a taken
 * SMTP port is one line naming FERRY_SMTP_PORT and the API serves on; a taken HTTP port is one line
 * naming PORT and a non-zero exit; SIGTERM stops without error dumps.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let dataDir: string;
const children: ChildProcess[] = [];
const held: net.Server[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ferry-serve-ports-'));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const server of held) server.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A port something else already listens on. */
async function takenPort(): Promise<number> {
  const server = net.createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  held.push(server);
  return (server.address() as net.AddressInfo).port;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function serve(env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      FERRY_DATA_DIR: dataDir,
      FERRY_HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** The messages of the JSON log lines, and the plain lines as they are. */
function messages(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg);
      } catch {
        return line;
      }
    });
}

/** The pino levels of the JSON log lines (40 warn, 50 error). */
function levels(output: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => Number((JSON.parse(line) as { level?: unknown }).level));
}

describe('ferry serve on a machine where another one runs', () => {
  it('says in one line that e-mail sources are off when the SMTP port is taken, serves on, and stops quietly', async () => {
    const smtpPort = await takenPort();
    const port = await freePort();
    const server = serve({ PORT: String(port), FERRY_SMTP_PORT: String(smtpPort) });
    for (let i = 0; i < 240 && !(await healthy(port)); i++) {
      if (server.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await healthy(port), server.output()).toBe(true);
    const mailLines = messages(server.output()).filter((line) => line.includes(String(smtpPort)));
    expect(mailLines).toEqual([
      `E-mail sources are off: port ${smtpPort} is already taken (another Ferry, or a mail server, on this machine?). ` +
        'Set FERRY_SMTP_PORT to a free port, or to 0 to leave them off.',
    ]);
    expect(server.output()).not.toContain('EADDRINUSE');

    const before = server.output().length;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const afterStop = server.output().slice(before);
    expect(messages(afterStop)).toContain(
      'SIGTERM received: finishing in-flight requests and jobs, then stopping.',
    );
    expect(afterStop).not.toContain('job queue error');
    expect(levels(afterStop).filter((level) => level >= 40)).toEqual([]);
  }, 120_000);

  it('says in one line that the HTTP port is taken, naming PORT, and exits with 1', async () => {
    const port = await takenPort();
    const server = serve({ PORT: String(port), FERRY_SMTP_PORT: '0' });
    expect(await server.exited).toBe(1);
    const last = messages(server.output()).at(-1);
    expect(last).toBe(
      `ferry: port ${port} is already taken on 127.0.0.1 (another Ferry on this machine?): stop it, or set PORT to a free port.`,
    );
    expect(server.output()).not.toMatch(/EADDRINUSE|\n\s+at /);
  }, 120_000);
});
