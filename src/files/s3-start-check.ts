/**
 * At the start of `ferry serve` and `ferry worker`: the bucket answers, and takes a write and a
 * deletion under the configured prefix. A store that would fail every upload stops the start with
 * one sentence naming the setting to fix, rather than failing later, one tenant's file at a time.
 */
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, HeadBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ConfigError } from '../config-error.ts';
import type { S3Settings } from '../config-files.ts';
import { createS3Client } from './s3-client.ts';
import { codeOf, statusOf } from './s3-errors.ts';

/** Attempts of each check: enough to ride out one dropped connection, few enough to fail fast. */
const CHECK_ATTEMPTS = 2;

export async function checkS3Store(settings: S3Settings): Promise<void> {
  const client = createS3Client(settings, CHECK_ATTEMPTS);
  const probe = `${settings.prefix ? `${settings.prefix}/` : ''}.ferry-probe-${randomBytes(6).toString('hex')}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: probe, Body: 'probe' }));
    await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: probe }));
  } catch (error) {
    throw refusal(settings, error);
  } finally {
    client.destroy();
  }
}

const REFUSED_CREDENTIALS = [
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'Forbidden',
  'InvalidToken',
  'ExpiredToken',
];
const UNREACHABLE = [
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'TimeoutError',
];

/** One sentence naming the setting to look at; never the credentials themselves. */
export function refusal(settings: S3Settings, error: unknown): ConfigError {
  const where = settings.endpoint ?? `AWS S3 in ${settings.region}`;
  const bucket = `"${settings.bucket}"`;
  const code = codeOf(error);
  const status = statusOf(error);
  if ((error as Error)?.name === 'CredentialsProviderError') {
    return new ConfigError(
      'FILES_S3_ACCESS_KEY_ID',
      'no credentials for the file store: set FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY, or give the process an AWS role.',
    );
  }
  if (status === undefined && UNREACHABLE.includes(code)) {
    return new ConfigError('FILES_S3_ENDPOINT', `the file store at ${where} does not answer (${code}).`);
  }
  if (status === 404 || code === 'NoSuchBucket' || code === 'NotFound') {
    return new ConfigError('FILES_S3_BUCKET', `there is no bucket ${bucket} at ${where}.`);
  }
  if (status === 401 || status === 403 || REFUSED_CREDENTIALS.includes(code)) {
    return new ConfigError(
      'FILES_S3_ACCESS_KEY_ID',
      `${where} refused the credentials (FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY) for bucket ${bucket}: ${code}${status ? ` (HTTP ${status})` : ''}; they must allow reading, writing, listing and deleting objects.`,
    );
  }
  if (status === 301 || code === 'PermanentRedirect' || code === 'AuthorizationHeaderMalformed') {
    return new ConfigError(
      'FILES_S3_REGION',
      `bucket ${bucket} is not in region ${settings.region} (${code}).`,
    );
  }
  return new ConfigError(
    'FILES_S3_BUCKET',
    `bucket ${bucket} at ${where} cannot be used: ${code}${status ? ` (HTTP ${status})` : ''}.`,
  );
}
