/** The `ftp` and `sftp` blocks: a file on a server, reached with a login. */

import { phrase } from '../../domain/messages/index.ts';
import type { FtpBlock } from '../../sources/blocks.ts';
import {
  blankOrTooLong,
  type Findings,
  hostProblem,
  portProblem,
  remotePathProblem,
  tooLong,
} from './field-checks.ts';
import { privateKeyProblem } from './private-key.ts';
import type { SftpSettings } from './source-types.ts';

export interface FtpInput {
  host?: string | null;
  username?: string | null;
  password?: string | null;
  port?: number | null;
  path?: string | null;
  is_ssl?: boolean | null;
}

export interface SftpInput {
  host?: string | null;
  username?: string | null;
  port?: number | null;
  password?: string | null;
  path?: string | null;
  private_key?: string | null;
  passphrase?: string | null;
  host_key?: string | null;
}

/** `SHA256:` and 43 characters of unpadded base64, as `ssh-keygen -l` prints a host key. */
const FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}$/;

function server(input: FtpInput | SftpInput, at: string, found: Findings) {
  const host = input.host?.trim() ?? '';
  found.add(`${at}.host`, input.host, blankOrTooLong(host, 253) ?? hostProblem(host));
  found.add(`${at}.username`, input.username, blankOrTooLong(input.username, 255));
  found.add(`${at}.path`, input.path, remotePathProblem(input.path ?? ''));
  if (input.port !== null && input.port !== undefined)
    found.add(`${at}.port`, input.port, portProblem(input.port));
  return { host, username: input.username ?? '', path: input.path ?? '' };
}

/** Secrets are plain here: a kept one (`********`) was opened before. */
export function readFtpBlock(input: FtpInput, at: string, found: Findings): FtpBlock {
  const { host, username, path } = server(input, at, found);
  const password = input.password ?? '';
  // An empty password is allowed: anonymous FTP servers take any, or none.
  found.add(`${at}.password`, null, tooLong(password, 1024));
  return { host, username, password, port: input.port ?? null, path, is_ssl: input.is_ssl ?? null };
}

export function readSftpBlock(input: SftpInput, at: string, found: Findings): SftpSettings {
  const { host, username, path } = server(input, at, found);
  const password = input.password || null;
  const privateKey = input.private_key?.trim() ? input.private_key : null;
  const passphrase = input.passphrase || null;
  if (password === null && privateKey === null) {
    found.add(`${at}.password`, null, phrase('violation.field.password_or_key'));
  }
  if (password !== null) found.add(`${at}.password`, null, tooLong(password, 1024));
  if (privateKey !== null) found.add(`${at}.private_key`, null, privateKeyProblem(privateKey, passphrase));
  if (passphrase !== null && privateKey === null) {
    found.add(`${at}.passphrase`, null, phrase('violation.field.passphrase_without_key'));
  }
  const hostKey = input.host_key?.trim() || null;
  if (hostKey !== null && !FINGERPRINT.test(hostKey)) {
    found.add(`${at}.host_key`, input.host_key, phrase('violation.field.host_key'));
  }
  const port = input.port ?? 22;
  return { host, username, port, password, path, private_key: privateKey, passphrase, host_key: hostKey };
}

/**
 * The host key an update keeps: the one sent, else the stored one while the server (host and
 * port) stays the same; another server is trusted anew on its first run.
 */
export function keptHostKey(
  input: SftpInput,
  settings: SftpSettings,
  stored: Record<string, unknown> | null,
): string | null {
  if (input.host_key !== undefined) return settings.host_key;
  if (!stored || stored.host !== settings.host || stored.port !== settings.port) return null;
  return typeof stored.host_key === 'string' ? stored.host_key : null;
}
