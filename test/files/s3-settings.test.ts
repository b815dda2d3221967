/** FILES_S3_* as read at start (src/config-files.ts), and `ferry serve`/`ferry worker` refusing a store that does not answer. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';

describe('the S3 settings', () => {
  it('keep files on the local disk when no bucket is set', () => {
    expect(readConfig({}).filesS3).toBeNull();
  });

  it('are read with their defaults when a bucket is set', () => {
    expect(readConfig({ FILES_S3_BUCKET: 'ferry-files' }).filesS3).toEqual({
      bucket: 'ferry-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
      prefix: '',
      cacheBytes: 2048 * 1024 * 1024,
    });
    expect(
      readConfig({
        FILES_S3_BUCKET: 'ferry-files',
        FILES_S3_ENDPOINT: 'http://minio:9000/',
        FILES_S3_REGION: 'auto',
        FILES_S3_ACCESS_KEY_ID: 'id',
        FILES_S3_SECRET_ACCESS_KEY: 'secret',
        FILES_S3_FORCE_PATH_STYLE: '1',
        FILES_S3_PREFIX: '/ferry/prod/',
      }).filesS3,
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'auto',
      forcePathStyle: true,
      prefix: 'ferry/prod',
    });
  });

  it('refuse each bad value in one sentence naming the setting, never echoing a secret', () => {
    const cases: [Record<string, string>, string][] = [
      [{ FILES_S3_ENDPOINT: 'http://minio:9000' }, 'FILES_S3_ENDPOINT: is set but FILES_S3_BUCKET is not'],
      [{ FILES_S3_BUCKET: 'Bad_Bucket' }, 'FILES_S3_BUCKET: "Bad_Bucket" is not a bucket name'],
      [{ FILES_S3_BUCKET: 'b'.repeat(64) }, 'FILES_S3_BUCKET:'],
      [
        { FILES_S3_BUCKET: 'ok-bucket', FILES_S3_ENDPOINT: 'minio:9000' },
        'FILES_S3_ENDPOINT: "minio:9000" is not',
      ],
      [
        { FILES_S3_BUCKET: 'ok-bucket', FILES_S3_ENDPOINT: 'https://u:p@minio/' },
        'FILES_S3_ENDPOINT: must be',
      ],
      [
        { FILES_S3_BUCKET: 'ok-bucket', FILES_S3_ENDPOINT: 'https://minio/bucket' },
        'FILES_S3_ENDPOINT: must be',
      ],
      [{ FILES_S3_BUCKET: 'ok-bucket', FILES_S3_REGION: 'eu west' }, 'FILES_S3_REGION:'],
      [
        { FILES_S3_BUCKET: 'ok-bucket', FILES_S3_SECRET_ACCESS_KEY: 'hush-9x' },
        'FILES_S3_ACCESS_KEY_ID: is missing',
      ],
      [
        { FILES_S3_BUCKET: 'ok-bucket', FILES_S3_ACCESS_KEY_ID: 'id' },
        'FILES_S3_SECRET_ACCESS_KEY: is missing',
      ],
      [{ FILES_S3_BUCKET: 'ok-bucket', FILES_S3_FORCE_PATH_STYLE: 'maybe' }, 'FILES_S3_FORCE_PATH_STYLE:'],
      [{ FILES_S3_BUCKET: 'ok-bucket', FILES_S3_PREFIX: 'a/../b' }, 'FILES_S3_PREFIX:'],
      [{ FILES_S3_BUCKET: 'ok-bucket', FILES_S3_CACHE_MB: '1' }, 'FILES_S3_CACHE_MB: 1 is outside'],
    ];
    for (const [env, message] of cases) {
      const thrown = (() => {
        try {
          readConfig(env);
          return null;
        } catch (error) {
          return error as Error;
        }
      })();
      expect(thrown?.message, JSON.stringify(env)).toContain(message);
      expect(thrown?.message).not.toContain('hush-9x');
    }
  });
});

describe('a Ferry process on an S3 store that does not answer', () => {
  it.each(['serve', 'worker'])(
    '`ferry %s` stops at start with one sentence naming FILES_S3_ENDPOINT',
    async (command) => {
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', command], {
        env: {
          ...process.env,
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          FILES_S3_BUCKET: 'ferry-files',
          FILES_S3_ENDPOINT: `http://127.0.0.1:${port}`,
          FILES_S3_ACCESS_KEY_ID: 'id',
          FILES_S3_SECRET_ACCESS_KEY: 'secret-never-shown',
          FILES_S3_FORCE_PATH_STYLE: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (chunk) => {
        stderr += chunk;
      });
      const [code] = await once(child, 'exit');
      expect(code).toBe(2);
      const lines = stderr.split('\n').filter((l) => l.startsWith('ferry:'));
      expect(lines).toEqual([
        `ferry: invalid configuration: FILES_S3_ENDPOINT: the file store at http://127.0.0.1:${port} does not answer (ECONNREFUSED).`,
      ]);
      expect(stderr).not.toContain('secret-never-shown');
    },
  );
});
