/**
 * The S3 store against a real S3-protocol server on loopback (s3rver): the blob store contract,
 * streamed multipart uploads, deletion past one listing page, retries on 5xx, the start check's
 * sentences, and failures that never carry the credentials.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_BYTES, S3BlobStore } from '../../src/files/s3-blob-store.ts';
import { createS3Client } from '../../src/files/s3-client.ts';
import { checkS3Store } from '../../src/files/s3-start-check.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { blobStoreContract, chunks } from './blob-store-contract.ts';

let server: TestS3Server;
let stores = 0;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server?.stop();
});

/** A store of its own: each under a prefix of the one bucket, as FILES_S3_PREFIX places it. */
function freshStore(overrides = {}) {
  stores += 1;
  const settings = server.settings(undefined, { prefix: `run/store${stores}`, ...overrides });
  const client = createS3Client(settings);
  return { store: new S3BlobStore(client, settings), client, settings };
}

blobStoreContract('the S3 blob store', async () => freshStore().store);

/** `count` chunks of 1 MiB, made as they are read. */
function megabytes(count: number): Readable {
  let made = 0;
  return new Readable({
    read() {
      this.push(made < count ? Buffer.alloc(1024 * 1024, made++ % 251) : null);
    },
  });
}

describe('the S3 blob store', () => {
  it('streams a large value up in parts and back whole', async () => {
    const { store, client } = freshStore();
    let parts = 0;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'UploadPartCommand') parts += 1;
        return next(args);
      },
      { step: 'initialize' },
    );
    expect(await store.put('big/source', megabytes(20))).toBe(20 * 1024 * 1024);
    expect(parts).toBe(Math.ceil((20 * 1024 * 1024) / PART_BYTES));
    let read = 0;
    let last = -1;
    for await (const chunk of await store.get('big/source')) {
      read += (chunk as Buffer).length;
      last = (chunk as Buffer).at(-1)!;
    }
    expect(read).toBe(20 * 1024 * 1024);
    expect(last).toBe(19);
    const range = await store.getRange('big/source', 19 * 1024 * 1024 - 2, 4);
    expect([...range]).toEqual([18, 18, 19, 19]);
  });

  it('deletes a prefix holding more keys than one listing page gives', async () => {
    const { store } = freshStore();
    const keys = Array.from({ length: 1010 }, (_, i) => `many/t1/file${i}`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((k) => store.put(k, chunks('x'))));
    }
    await store.put('many/t10/kept', chunks('y'));
    await store.delete('many/t1');
    for (const key of [keys[0]!, keys[999]!, keys[1000]!, keys[1009]!])
      expect(await store.stat(key)).toBeNull();
    expect(await store.stat('many/t10/kept')).not.toBeNull();
  });

  it('retries a request the store answers with 503, and then succeeds', async () => {
    let refused = 0;
    const proxy = http.createServer((req, res) => {
      if (refused < 2) {
        refused += 1;
        req.resume();
        res.writeHead(503, { 'content-type': 'application/xml' });
        res.end('<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
        return;
      }
      const upstream = http.request(
        `${server.endpoint}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const { store } = freshStore({ endpoint });
      expect(await store.put('retried/value', chunks('kept'))).toBe(4);
      expect(refused).toBe(2);
      expect((await store.getRange('retried/value', 0, 4)).toString()).toBe('kept');
    } finally {
      proxy.close();
    }
  });

  it('fails without the credentials in the message, the error or its inspection', async () => {
    // s3rver checks the access key but not version 4 signatures: the refusal comes from the key
    // id, which the store's answer quotes back (AWSAccessKeyId) and which must go no further either.
    const credentials = { accessKeyId: 'AKIAUNKNOWN7Q2', secretAccessKey: 'not-the-secret-Zq81xK' };
    const { store } = freshStore({ credentials });
    const failure = await store.put('refused/value', chunks('x')).then(
      () => new Error('stored'),
      (e: unknown) => e as Error,
    );
    expect(failure.message).toBe(
      'The file store refused the upload of refused/value: InvalidAccessKeyId (HTTP 403).',
    );
    const read = await store.get('refused/value').then(
      () => new Error('read'),
      (e: unknown) => e as Error,
    );
    expect(read.message).toMatch(/InvalidAccessKeyId \(HTTP 403\)/);
    for (const error of [failure, read]) {
      const everything = `${error.message} ${JSON.stringify(error)} ${inspect(error, { depth: 10, showHidden: true })} ${error.stack}`;
      expect(everything).not.toContain(credentials.secretAccessKey);
      expect(everything).not.toContain(credentials.accessKeyId);
    }
  });
});

describe('the start check of the S3 store', () => {
  it('passes on a bucket that takes a write and a deletion, leaving nothing behind', async () => {
    const { settings, store } = freshStore();
    await checkS3Store(settings);
    const probe = await createS3Client(settings).send(
      new (await import('@aws-sdk/client-s3')).ListObjectsV2Command({
        Bucket: settings.bucket,
        Prefix: settings.prefix,
      }),
    );
    expect(probe.Contents ?? []).toEqual([]);
    expect(store).toBeDefined();
  });

  it('names FILES_S3_BUCKET when the bucket does not exist', async () => {
    await expect(checkS3Store(server.settings('no-such-bucket'))).rejects.toThrow(
      `FILES_S3_BUCKET: there is no bucket "no-such-bucket" at ${server.endpoint}.`,
    );
  });

  it('names FILES_S3_ENDPOINT when nothing answers there', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      checkS3Store(server.settings(undefined, { endpoint: `http://127.0.0.1:${port}` })),
    ).rejects.toThrow(
      `FILES_S3_ENDPOINT: the file store at http://127.0.0.1:${port} does not answer (ECONNREFUSED).`,
    );
  });

  it('names the credentials when the store refuses them, without quoting them', async () => {
    const credentials = { accessKeyId: 'AKIAUNKNOWN7Q2', secretAccessKey: 'wrong-secret-Pw93' };
    const failure = await checkS3Store(server.settings(undefined, { credentials })).then(
      () => new Error('passed'),
      (e: unknown) => e as Error,
    );
    expect(failure.message).toMatch(
      /^FILES_S3_ACCESS_KEY_ID: .* refused the credentials \(FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY\) for bucket "ferry-test"/,
    );
    const everything = inspect(failure, { depth: 10, showHidden: true });
    expect(everything).not.toContain(credentials.secretAccessKey);
    expect(everything).not.toContain(credentials.accessKeyId);
  });
});
