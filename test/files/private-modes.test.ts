/** Files and folders under the data folder are private to the service's user. */
import { chmod, chown, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../src/files/local-blob-store.ts';
import { makeDataDirPrivate } from '../../src/files/private-data-dir.ts';
import { modesUnder, notPrivate } from '../support/file-modes.ts';

const umask = process.umask();
let root: string;

beforeEach(async () => {
  // The usual umask, which leaves files readable by every local user.
  process.umask(0o022);
  root = await mkdtemp(path.join(tmpdir(), 'ferry-modes-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});
afterAll(() => {
  process.umask(umask);
});

describe('the local blob store', () => {
  it('writes its files 0600 in 0700 folders whatever the umask', async () => {
    const store = new LocalBlobStore(path.join(root, 'files'));
    await store.put('org/a/source', Readable.from([Buffer.from('a,b\n')]));
    const loose = path.join(root, 'engine-output.csv');
    await writeFile(loose, 'x\n', { mode: 0o644 });
    await store.putFile('org/a/target', loose);
    await store.copy('org/a/target', 'org/b/target');
    const modes = await modesUnder(path.join(root, 'files'));
    expect(modes).toEqual({
      '.': '700',
      org: '700',
      'org/a': '700',
      'org/a/source': '600',
      'org/a/target': '600',
      'org/b': '700',
      'org/b/target': '600',
    });
  });
});

describe('opening the data folder', () => {
  it('makes existing files 0600 and folders 0700, and new ones too', async () => {
    await mkdir(path.join(root, 'files/org/a'), { recursive: true, mode: 0o755 });
    await mkdir(path.join(root, 'outbox'), { mode: 0o777 });
    await writeFile(path.join(root, 'files/org/a/source'), 'a\n', { mode: 0o644 });
    await writeFile(path.join(root, 'outbox/1.eml'), 'Subject: x\n', { mode: 0o666 });
    await writeFile(path.join(root, 'postgres.secret'), 'secret\n', { mode: 0o644 });
    await chmod(root, 0o755);

    await makeDataDirPrivate(root);
    await mkdir(path.join(root, 'work'));
    await writeFile(path.join(root, 'work/scratch.csv'), 'b\n');

    expect(Object.keys(await modesUnder(root))).toHaveLength(10);
    expect(await notPrivate(root)).toEqual([]);
  });
});

describe('opening the data folder of an embedded PostgreSQL run as its own user', () => {
  it.runIf(process.getuid?.() === 0)(
    'lets only that user’s group pass through the data folder, listing nothing',
    async () => {
      await mkdir(path.join(root, 'postgres'), { mode: 0o700 });
      await chown(path.join(root, 'postgres'), 54321, 54321);
      await makeDataDirPrivate(root);
      const info = await stat(root);
      expect([(info.mode & 0o777).toString(8), info.gid]).toEqual(['710', 54321]);
      expect(((await stat(path.join(root, 'postgres'))).mode & 0o777).toString(8)).toBe('700');
    },
  );
});
