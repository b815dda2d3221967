/**
 * The blob store chosen by the configuration: an S3-compatible bucket when FILES_S3_BUCKET is set
 * (with local copies under `dataDir/cache/files` for the review pages), else local files under
 * `dataDir/files`. The AWS SDK is loaded only when a bucket is configured: its import takes 0.4 to
 * 0.9 s on this project's machines, which every process on local files (and every test file) would
 * otherwise pay.
 */
import path from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { LocalCopies } from './local-copies.ts';

export async function createBlobStore(config: Pick<Config, 'dataDir' | 'filesS3'>): Promise<BlobStore> {
  if (!config.filesS3) return new LocalBlobStore(path.join(config.dataDir, 'files'));
  const [{ S3BlobStore }, { createS3Client }] = await Promise.all([
    import('./s3-blob-store.ts'),
    import('./s3-client.ts'),
  ]);
  const remote = new S3BlobStore(createS3Client(config.filesS3), config.filesS3);
  return new LocalCopies(remote, path.join(config.dataDir, 'cache', 'files'), config.filesS3.cacheBytes);
}

export { BlobNotFound, type BlobStat, type BlobStore, checkKey } from './blob-store.ts';
