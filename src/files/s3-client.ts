/**
 * The S3 client of the files store (./s3-blob-store.ts), built from FILES_S3_*. Retries are the
 * SDK's standard strategy: exponential backoff with jitter on 5xx, throttling and dropped
 * connections, five attempts in all. The adaptive mode was left out: its client-side rate limiter
 * slows every request of the process after one throttled answer, and one tenant's burst would then
 * slow all the others' downloads.
 */
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config-files.ts';

/** Attempts per request, the first included. */
export const S3_MAX_ATTEMPTS = 5;

export function createS3Client(settings: S3Settings, attempts = S3_MAX_ATTEMPTS): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    maxAttempts: attempts,
    retryMode: 'standard',
    // Checksums only where S3 requires them: several S3-compatible stores (and older MinIO or
    // Garage releases) refuse the CRC headers and aws-chunked bodies the SDK now sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering must not hold a stage forever: idle sockets fail, and are retried.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
  });
}
