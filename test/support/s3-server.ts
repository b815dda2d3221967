/**
 * A real S3-protocol server (s3rver) on loopback for tests, on a free port, its objects in a
 * temporary folder removed on stop. It knows one access key (S3RVER): another is refused as a
 * real store would (it does not check version 4 signatures, so a wrong secret passes). It runs in a
 * process of its own (./s3-server-process.cjs says why).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Settings } from '../../src/config-files.ts';

export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** Settings that reach `bucket` on this server. */
  settings(bucket?: string, overrides?: Partial<S3Settings>): S3Settings;
  stop(): Promise<void>;
}

/** The bucket every test server creates. */
export const TEST_BUCKET = 'ferry-test';

export async function startS3Server(buckets: string[] = [TEST_BUCKET]): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'ferry-s3-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      path.join(import.meta.dirname, 's3-server-process.cjs'),
      directory,
      ...buckets,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    exited.then(() => {
      throw new Error('The test S3 server stopped before it listened.');
    }),
  ])) as [string];
  const port = Number(line);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket = TEST_BUCKET, overrides = {}) => ({
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: '',
      cacheBytes: 64 * 1024 * 1024,
      ...overrides,
    }),
    async stop() {
      child.stdin!.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The FILES_S3_* variables of these settings, for a Ferry process started by a test. */
export function s3Environment(settings: S3Settings): Record<string, string> {
  return {
    FILES_S3_BUCKET: settings.bucket,
    FILES_S3_ENDPOINT: settings.endpoint ?? '',
    FILES_S3_REGION: settings.region,
    FILES_S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId ?? '',
    FILES_S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey ?? '',
    FILES_S3_FORCE_PATH_STYLE: settings.forcePathStyle ? '1' : '0',
    FILES_S3_PREFIX: settings.prefix,
  };
}
