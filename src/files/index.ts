/** The blob store chosen by the configuration: local files under `dataDir/files` (S3 later). */
import path from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';

export function createBlobStore(config: Pick<Config, 'dataDir'>): BlobStore {
  return new LocalBlobStore(path.join(config.dataDir, 'files'));
}

export { BlobNotFound, type BlobStat, type BlobStore, checkKey } from './blob-store.ts';
