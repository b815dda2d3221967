/**
 * A PostgreSQL left running by a Ferry process that is gone. Ferry writes its pid beside the
 * cluster when it starts the server; a later start that finds the server running asks whether that
 * Ferry still lives. If it does (a CLI command while `ferry serve` runs), it joins the server; if
 * not (Ferry was killed with SIGKILL, or crashed where the server could not follow), it stops the
 * server and starts its own, so that its shutdown stops it again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The server running on a cluster, from its postmaster.pid, if its process is alive. */
export function runningPostmaster(clusterDir: string): { pid: number; port: number } | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return null;
  // A stale pid file after a crash: PostgreSQL cleans it up itself.
  return alive(pid) ? { pid, port } : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres.owner');

/** Records this process as the one that started the server of `dataDir`. */
export async function claimPostgres(dataDir: string): Promise<void> {
  await writeFile(ownerFile(dataDir), `${os.hostname()} ${process.pid}\n`, { mode: 0o600 });
}

/** Forgets the owner once the server stopped. */
export async function releasePostgres(dataDir: string): Promise<void> {
  await rm(ownerFile(dataDir), { force: true });
}

/**
 * The pid of the live Ferry process on this machine that started the server, or null when it is
 * gone (or unknown: a server started before owners were recorded is taken for a leftover).
 */
export function livingOwner(dataDir: string): number | null {
  const file = ownerFile(dataDir);
  if (!existsSync(file)) return null;
  const [host, rawPid] = readFileSync(file, 'utf8').trim().split(' ');
  const pid = Number(rawPid);
  // On another machine (a data folder on a shared disk) liveness cannot be told: assume alive.
  if (host !== os.hostname()) return pid || -1;
  return pid && pid !== process.pid && alive(pid) ? pid : null;
}

/**
 * Stops a leftover server: SIGINT (fast shutdown: sessions are cut, data is safe), then SIGQUIT
 * (immediate shutdown, recovered at the next start) if it is still there after `fastMs`.
 */
export async function stopLeftover(pid: number, fastMs = 30_000): Promise<void> {
  const gone = async (ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end; ) {
      if (!alive(pid)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return !alive(pid);
  };
  process.kill(pid, 'SIGINT');
  if (await gone(fastMs)) return;
  process.kill(pid, 'SIGQUIT');
  if (await gone(10_000)) return;
  throw new Error(`The embedded PostgreSQL left running (pid ${pid}) did not stop; stop it by hand.`);
}
