/**
 * What the files store throws when the object store fails. The SDK's errors carry the raw
 * response (`$response`, its headers) and sometimes the store's XML, which may quote the access
 * key or the string signed; none of that is kept: the error says the operation, the key, the
 * store's error code and HTTP status, and its request id, and nothing else reaches a log.
 */

/** An object store request that failed after the SDK's retries. */
export class BlobStoreFailure extends Error {
  constructor(
    readonly operation: string,
    readonly key: string,
    /** The store's error code (`AccessDenied`, `SlowDown`, …) or the network error's (`ECONNREFUSED`). */
    readonly code: string,
    /** HTTP status of the last answer, when there was one. */
    readonly status: number | undefined,
  ) {
    super(`The file store refused ${operation} of ${key}: ${code}${status ? ` (HTTP ${status})` : ''}.`);
    this.name = 'BlobStoreFailure';
  }
}

interface SdkError {
  name?: string;
  code?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

/** The HTTP status of an SDK error, when the store answered. */
export function statusOf(error: unknown): number | undefined {
  return (error as SdkError)?.$metadata?.httpStatusCode;
}

/** The store's error code, or the network error's. */
export function codeOf(error: unknown): string {
  const e = error as SdkError;
  const code = e?.code ?? e?.Code ?? e?.name ?? 'UnknownError';
  // A name made of the plain error class says nothing more than "failed".
  return /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : 'UnknownError';
}

/** True for "no such key" in any of the shapes stores answer it. */
export function isMissing(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'NoSuchKey' || code === 'NotFound' || statusOf(error) === 404;
}

/** A failure that can be logged and shown: the operation, the key, the code and status only. */
export function cleanFailure(operation: string, key: string, error: unknown): BlobStoreFailure {
  return new BlobStoreFailure(operation, key, codeOf(error), statusOf(error));
}
