/**
 * Files in an S3-compatible bucket (FILES_S3_*, docs/object-stores.md). Every value streams both
 * ways: uploads go through lib-storage's `Upload`, in parts of PART_BYTES with at most
 * QUEUED_PARTS in memory at once, so a put holds about 16 MB whatever the file's size; S3 makes
 * the value visible only once the whole upload completes, which gives `put` its "replaced only when
 * complete" for free. There is no local path: callers copy a file to disk first
 * (services/transformations/scratch.ts) and the review pages read through a bounded local copy
 * (./local-copies.ts).
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config-files.ts';
import { BlobNotFound, type BlobStat, type BlobStore, checkKey } from './blob-store.ts';
import { cleanFailure, codeOf, isMissing } from './s3-errors.ts';

/** Bytes per part of a multipart upload (S3's minimum is 5 MiB, its maximum 10,000 parts: 80 GB). */
export const PART_BYTES = 8 * 1024 * 1024;
/** Parts buffered and sent at once by one upload. */
const QUEUED_PARTS = 2;

export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly settings: Pick<S3Settings, 'bucket' | 'prefix'>,
  ) {}

  /** The object key of a file key: under the configured prefix. */
  private objectKey(key: string): string {
    checkKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async put(key: string, stream: Readable): Promise<number> {
    const objectKey = this.objectKey(key);
    let bytes = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    // The source's error must fail the upload, which then aborts its parts (leavePartsOnError false).
    stream.once('error', (error) => counted.destroy(error));
    stream.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: objectKey, Body: counted },
      partSize: PART_BYTES,
      queueSize: QUEUED_PARTS,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      stream.destroy();
      if (error === counted.errored || !('$metadata' in (error as object))) throw error;
      throw cleanFailure('the upload', key, error);
    }
    return bytes;
  }

  async putFile(key: string, file: string): Promise<number> {
    const size = await this.put(key, createReadStream(file));
    await rm(file, { force: true });
    return size;
  }

  /** A server-side copy: no byte travels through Ferry. CopyObject takes values up to 5 GB. */
  async copy(from: string, to: string): Promise<void> {
    const source = `${this.settings.bucket}/${this.objectKey(from)}`;
    const target = this.objectKey(to);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.settings.bucket,
          Key: target,
          CopySource: source.split('/').map(encodeURIComponent).join('/'),
        }),
      );
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFound(from);
      throw cleanFailure('the copy', from, error);
    }
  }

  async get(key: string): Promise<Readable> {
    const objectKey = this.objectKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFound(key);
      throw cleanFailure('the read', key, error);
    }
  }

  async getRange(key: string, start: number, length: number): Promise<Buffer> {
    const objectKey = this.objectKey(key);
    if (length <= 0) return Buffer.alloc(0);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: objectKey,
          Range: `bytes=${start}-${start + length - 1}`,
        }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFound(key);
      // A range that starts at or past the end: nothing to read, as a file read there gives.
      if (codeOf(error) === 'InvalidRange') return Buffer.alloc(0);
      throw cleanFailure('the read', key, error);
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    const objectKey = this.objectKey(key);
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }),
      );
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw cleanFailure('the look-up', key, error);
    }
  }

  /** The key itself, then everything under `prefix/`, listed and deleted a page (1,000 keys) at a time. */
  async delete(prefix: string): Promise<void> {
    const exact = this.objectKey(prefix);
    await this.deleteKeys(prefix, [exact]);
    let token: string | undefined;
    do {
      const page = await this.client
        .send(
          new ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: `${exact}/`,
            ContinuationToken: token,
          }),
        )
        .catch((error) => {
          throw cleanFailure('the listing', prefix, error);
        });
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
      if (keys.length) await this.deleteKeys(prefix, keys);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async localPath(): Promise<string | null> {
    return null;
  }

  private async deleteKeys(prefix: string, keys: string[]): Promise<void> {
    const answer = await this.client
      .send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      )
      .catch((error) => {
        throw cleanFailure('the deletion', prefix, error);
      });
    const failed = (answer.Errors ?? []).find((e) => e.Code !== 'NoSuchKey');
    if (failed) throw cleanFailure('the deletion', failed.Key ?? prefix, { code: failed.Code });
  }
}
