/**
 * Everything under `FERRY_DATA_DIR` is private to the service's user: tenants' uploads and
 * outputs, outgoing mail, scratch folders, the database and its secrets. Files are 0600 and
 * folders 0700; the blob store sets those modes itself, and the process umask covers every other
 * file the service or its PostgreSQL creates. A start also tightens what an older version, a
 * restore or an operator left looser.
 */
import { chmod, chown, lstat, mkdir, opendir } from 'node:fs/promises';
import path from 'node:path';

export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

/**
 * Run by the main thread at start (umask cannot be set from a worker thread). When the embedded
 * PostgreSQL runs as its own user (Ferry started as root), that user must pass through the data
 * folder to reach `postgres/`: the data folder then belongs to its group, mode 0710 (pass through,
 * list nothing), and stays closed to every other user.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  await tighten(dataDir);
  const root = await lstat(dataDir);
  const cluster = await lstat(path.join(dataDir, 'postgres')).catch(() => null);
  if (cluster?.isDirectory() && cluster.uid !== root.uid) {
    await chown(dataDir, root.uid, cluster.gid);
    await chmod(dataDir, 0o710);
  }
}

/** Walks the tree without following links; only paths whose mode differs are changed. */
async function tighten(at: string): Promise<void> {
  const info = await lstat(at);
  if (info.isSymbolicLink()) return;
  const mode = info.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE;
  if ((info.mode & 0o777) !== mode) await chmod(at, mode);
  if (!info.isDirectory()) return;
  for await (const entry of await opendir(at)) await tighten(path.join(at, entry.name));
}
