import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../src/files/local-blob-store.ts';
import { blobStoreContract, chunks } from './blob-store-contract.ts';

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function fresh(): Promise<{ root: string; store: LocalBlobStore }> {
  const root = await mkdtemp(path.join(tmpdir(), 'ferry-blobs-'));
  roots.push(root);
  return { root, store: new LocalBlobStore(root) };
}

blobStoreContract('the local blob store', async () => (await fresh()).store);

describe('the local blob store', () => {
  it('gives a path to read a value in place, and none for a missing key', async () => {
    const { root, store } = await fresh();
    const file = path.join(root, 'outside.csv');
    await writeFile(file, 'x,y\n');
    await store.putFile('org/a/submissions/s1/target', file);
    const local = await store.localPath('org/a/submissions/s1/target');
    expect(await readFile(local!, 'utf8')).toBe('x,y\n');
    expect(await store.localPath('org/a/none')).toBeNull();
  });

  it('leaves no partial file behind a failed write', async () => {
    const { root, store } = await fresh();
    await store.put('k/v', chunks('old'));
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put('k/v', failing)).rejects.toThrow('connection lost');
    expect(await readdir(path.join(root, 'k'))).toEqual(['v']);
  });
});
