import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFound } from '../../src/files/blob-store.ts';
import { LocalBlobStore } from '../../src/files/local-blob-store.ts';

let root: string;
let store: LocalBlobStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ferry-blobs-'));
  store = new LocalBlobStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function chunks(...parts: string[]): Readable {
  return Readable.from(parts.map((p) => Buffer.from(p)));
}

describe('the local blob store', () => {
  it('stores a stream under its key and streams it back', async () => {
    const written = await store.put('org/a/transformations/t1/source', chunks('a,b\n', '1,2\n'));
    expect(written).toBe(8);
    expect(await text(await store.get('org/a/transformations/t1/source'))).toBe('a,b\n1,2\n');
    expect(await store.stat('org/a/transformations/t1/source')).toMatchObject({ size: 8 });
  });

  it('takes over a local file under its key, and gives a path to read a value in place', async () => {
    const file = path.join(root, 'outside.csv');
    await writeFile(file, 'x,y\n');
    expect(await store.putFile('org/a/submissions/s1/target', file)).toBe(4);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    const local = await store.localPath('org/a/submissions/s1/target');
    expect(await readFile(local!, 'utf8')).toBe('x,y\n');
    expect(await store.localPath('org/a/none')).toBeNull();
  });

  it('copies a value under a second key that outlives the first', async () => {
    await store.put('org/a/transformations/t1/target', chunks('1,2\n'));
    await store.copy('org/a/transformations/t1/target', 'org/a/submissions/s1/target');
    await store.delete('org/a/transformations/t1');
    expect(await text(await store.get('org/a/submissions/s1/target'))).toBe('1,2\n');
    await expect(store.copy('org/a/none', 'org/a/other')).rejects.toBeInstanceOf(BlobNotFound);
  });

  it('replaces a value only once the new stream is complete', async () => {
    await store.put('k/v', chunks('old'));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put('k/v', failing)).rejects.toThrow('connection lost');
    expect(await text(await store.get('k/v'))).toBe('old');
    expect(await readdir(path.join(root, 'k'))).toEqual(['v']);
  });

  it('reports a missing key as null on stat and BlobNotFound on get', async () => {
    expect(await store.stat('nothing/here')).toBeNull();
    await expect(store.get('nothing/here')).rejects.toBeInstanceOf(BlobNotFound);
  });

  it('deletes every key under a prefix and nothing beside it', async () => {
    await store.put('org/a/transformations/t1/source', chunks('1'));
    await store.put('org/a/transformations/t1/target', chunks('2'));
    await store.put('org/a/transformations/t10/source', chunks('3'));
    await store.delete('org/a/transformations/t1');
    expect(await store.stat('org/a/transformations/t1/source')).toBeNull();
    expect(await store.stat('org/a/transformations/t1/target')).toBeNull();
    expect(await store.stat('org/a/transformations/t10/source')).not.toBeNull();
  });

  it('refuses keys that would leave the store', async () => {
    for (const key of ['../outside', 'a/../../b', '/abs', 'a//b', 'a\\b', '']) {
      await expect(store.put(key, chunks('x'))).rejects.toThrow('Invalid file key');
    }
  });
});
