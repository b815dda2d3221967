/**
 * What every blob store promises (src/files/blob-store.ts), run against each store by its own
 * test file: the local folder and the S3 bucket must be interchangeable.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFound, type BlobStore } from '../../src/files/blob-store.ts';

export function chunks(...parts: string[]): Readable {
  return Readable.from(parts.map((p) => Buffer.from(p)));
}

/** `open` gives a fresh, empty store for each test. */
export function blobStoreContract(name: string, open: () => Promise<BlobStore>): void {
  describe(`${name}, as every blob store`, () => {
    let store: BlobStore;
    let scratch: string;
    beforeEach(async () => {
      store = await open();
      scratch = await mkdtemp(path.join(tmpdir(), 'ferry-contract-'));
    });
    afterEach(async () => {
      await rm(scratch, { recursive: true, force: true });
    });

    it('stores a stream under its key and streams it back', async () => {
      const written = await store.put('org/a/transformations/t1/source', chunks('a,b\n', '1,2\n'));
      expect(written).toBe(8);
      expect(await text(await store.get('org/a/transformations/t1/source'))).toBe('a,b\n1,2\n');
      expect(await store.stat('org/a/transformations/t1/source')).toMatchObject({ size: 8 });
    });

    it('takes over a local file under its key', async () => {
      const file = path.join(scratch, 'outside.csv');
      await writeFile(file, 'x,y\n');
      expect(await store.putFile('org/a/submissions/s1/target', file)).toBe(4);
      await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await text(await store.get('org/a/submissions/s1/target'))).toBe('x,y\n');
    });

    it('copies a value under a second key that outlives the first', async () => {
      await store.put('org/a/transformations/t1/target', chunks('1,2\n'));
      await store.copy('org/a/transformations/t1/target', 'org/a/submissions/s1/target');
      await store.delete('org/a/transformations/t1');
      expect(await text(await store.get('org/a/submissions/s1/target'))).toBe('1,2\n');
      await expect(store.copy('org/a/none', 'org/a/other')).rejects.toBeInstanceOf(BlobNotFound);
    });

    it('leaves a copy alone when the original is replaced', async () => {
      await store.put('k/original', chunks('first'));
      await store.copy('k/original', 'k/copy');
      await store.put('k/original', chunks('second'));
      expect(await text(await store.get('k/copy'))).toBe('first');
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
    });

    it('reports a missing key as null on stat and BlobNotFound on get and ranged reads', async () => {
      expect(await store.stat('nothing/here')).toBeNull();
      await expect(store.get('nothing/here')).rejects.toBeInstanceOf(BlobNotFound);
      await expect(store.getRange('nothing/here', 0, 10)).rejects.toBeInstanceOf(BlobNotFound);
    });

    it('reads a range of a value: the bytes asked, fewer at its end, none past it', async () => {
      await store.put('r/v', chunks('0123456789'));
      expect((await store.getRange('r/v', 0, 3)).toString()).toBe('012');
      expect((await store.getRange('r/v', 4, 2)).toString()).toBe('45');
      expect((await store.getRange('r/v', 8, 100)).toString()).toBe('89');
      expect((await store.getRange('r/v', 10, 5)).length).toBe(0);
      expect((await store.getRange('r/v', 3, 0)).length).toBe(0);
    });

    it('deletes every key under a prefix and the prefix itself, and nothing beside it', async () => {
      await store.put('org/a/transformations/t1/source', chunks('1'));
      await store.put('org/a/transformations/t1/deep/target', chunks('2'));
      await store.put('org/a/transformations/t10/source', chunks('3'));
      await store.put('org/a/one', chunks('4'));
      await store.put('org/a/one-more', chunks('5'));
      await store.delete('org/a/transformations/t1');
      await store.delete('org/a/one');
      expect(await store.stat('org/a/transformations/t1/source')).toBeNull();
      expect(await store.stat('org/a/transformations/t1/deep/target')).toBeNull();
      expect(await store.stat('org/a/transformations/t10/source')).not.toBeNull();
      expect(await store.stat('org/a/one')).toBeNull();
      expect(await store.stat('org/a/one-more')).not.toBeNull();
      await store.delete('org/nothing');
    });

    it('refuses keys that would leave the store', async () => {
      for (const key of ['../outside', 'a/../../b', '/abs', 'a//b', 'a\\b', '']) {
        await expect(store.put(key, chunks('x'))).rejects.toThrow('Invalid file key');
        await expect(store.get(key)).rejects.toThrow('Invalid file key');
      }
    });
  });
}
