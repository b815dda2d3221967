/**
 * Where files are kept (src/config.ts): `FERRY_DATA_DIR/files` by default, an S3-compatible
 * object store when `FILES_S3_BUCKET` is set (docs/object-stores.md).
 */
import { ConfigError } from './config-error.ts';

/** An S3-compatible bucket to keep files in. */
export interface S3Settings {
  /** Bucket name (FILES_S3_BUCKET). */
  bucket: string;
  /** Endpoint of a non-AWS store, `https://host[:port]` (FILES_S3_ENDPOINT); null: AWS S3 of the region. */
  endpoint: string | null;
  /** Region requests are signed for (FILES_S3_REGION, default us-east-1). */
  region: string;
  /**
   * Access key pair (FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY; both or neither); null:
   * the AWS SDK's default chain (AWS_* variables, shared profile, instance or task role).
   */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path rather than the host name (FILES_S3_FORCE_PATH_STYLE): MinIO, Garage, s3rver. */
  forcePathStyle: boolean;
  /** Folder inside the bucket every key is placed under (FILES_S3_PREFIX, default none). */
  prefix: string;
  /**
   * Bytes of local copies the review pages read from, under dataDir/cache/files
   * (FILES_S3_CACHE_MB, default 2048).
   */
  cacheBytes: number;
}

const NAMES = [
  'FILES_S3_ENDPOINT',
  'FILES_S3_REGION',
  'FILES_S3_ACCESS_KEY_ID',
  'FILES_S3_SECRET_ACCESS_KEY',
  'FILES_S3_FORCE_PATH_STYLE',
  'FILES_S3_PREFIX',
  'FILES_S3_CACHE_MB',
];

/** The rules S3, R2, MinIO and Garage share: 3–63 lowercase letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;

/** `flag` and `integer` of src/config.ts, passed in to keep one reading of each. */
type Flag = (env: NodeJS.ProcessEnv, name: string) => boolean;
type Integer = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) => number;

export function filesS3(env: NodeJS.ProcessEnv, flag: Flag, integer: Integer): S3Settings | null {
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) {
    const stray = NAMES.find((name) => env[name]?.trim());
    if (stray)
      throw new ConfigError(stray, 'is set but FILES_S3_BUCKET is not: set the bucket to keep files in S3.');
    return null;
  }
  if (!BUCKET.test(bucket)) {
    throw new ConfigError(
      'FILES_S3_BUCKET',
      `"${bucket}" is not a bucket name (3–63 lowercase letters, digits, dots, hyphens).`,
    );
  }
  const region = env.FILES_S3_REGION?.trim() || 'us-east-1';
  if (!REGION.test(region)) throw new ConfigError('FILES_S3_REGION', `"${region}" is not a region name.`);
  return {
    bucket,
    endpoint: endpoint(env.FILES_S3_ENDPOINT),
    region,
    credentials: credentials(env),
    forcePathStyle: flag(env, 'FILES_S3_FORCE_PATH_STYLE'),
    prefix: prefix(env.FILES_S3_PREFIX),
    cacheBytes: integer(env, 'FILES_S3_CACHE_MB', 2048, 16, 1_048_576) * 1024 * 1024,
  };
}

function endpoint(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {}
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new ConfigError('FILES_S3_ENDPOINT', `"${value}" is not an http:// or https:// URL.`);
  }
  // Keys are signed with the path they travel on: credentials or a path in the URL would be lost or sent.
  if (parsed.username || parsed.password || (parsed.pathname !== '/' && parsed.pathname !== '')) {
    throw new ConfigError(
      'FILES_S3_ENDPOINT',
      'must be scheme://host[:port] only (credentials go in FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY).',
    );
  }
  return value.replace(/\/+$/, '');
}

/** Checked without echoing either value. */
function credentials(env: NodeJS.ProcessEnv): S3Settings['credentials'] {
  const accessKeyId = env.FILES_S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.FILES_S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (!accessKeyId && !secretAccessKey) return null;
  if (!accessKeyId)
    throw new ConfigError(
      'FILES_S3_ACCESS_KEY_ID',
      'is missing: FILES_S3_SECRET_ACCESS_KEY is set, set both or neither.',
    );
  if (!secretAccessKey)
    throw new ConfigError(
      'FILES_S3_SECRET_ACCESS_KEY',
      'is missing: FILES_S3_ACCESS_KEY_ID is set, set both or neither.',
    );
  return { accessKeyId, secretAccessKey };
}

/** Plain segments without leading or trailing slashes, as a file key's (src/files/blob-store.ts). */
function prefix(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!value) return '';
  if (value.split('/').some((s) => s === '' || s === '.' || s === '..' || /[\\\0]/.test(s))) {
    throw new ConfigError(
      'FILES_S3_PREFIX',
      `"${value}" is not a folder path (plain segments separated by /).`,
    );
  }
  return value;
}
