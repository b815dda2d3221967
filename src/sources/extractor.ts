/**
 * The one shape every extractor has: given its source block and a context, it hands back one file
 * as a name and a byte stream, or throws a SourceFailure that says in a sentence what went wrong.
 * The automation stores that sentence as its `details`, so it must never carry a secret.
 */
import type { Readable } from 'node:stream';
import { render } from '../domain/messages/index.ts';
import type { HostResolver } from '../outbound/host-resolver.ts';
import type { OutboundHttp } from '../outbound/outbound-http.ts';

/** What the caller decides for one extraction; the block says where the file is. */
export interface ExtractContext {
  /** FERRY_OUTBOUND_ALLOWLIST: host names, addresses or CIDRs reachable although private. */
  outboundAllowlist: readonly string[];
  /** The app's shared HTTP client; one is made from the allowlist when absent. */
  outbound?: OutboundHttp;
  /** Largest file accepted, in bytes (the template's max_file_size). */
  maxBytes: number;
  /** Connect timeout, and the longest silence while waiting for an answer or the next bytes. */
  timeoutMs: number;
  /** Stops the extraction: connecting, listing and the stream handed out. */
  signal: AbortSignal;
  /** Retries of a transient failure (reset connection, timeout) before the file flows; default 2. */
  retries?: number;
  /** Pause before retry n is n times this; default 1000 ms. */
  retryDelayMs?: number;
  /** PEM certificates trusted for FTPS in place of the system's (a private CA); default none. */
  trustedCertificates?: string;
  /** SFTP: the SHA-256 fingerprint (`SHA256:…`, as ssh-keygen -l prints it) the server must show. */
  sftpHostKey?: string;
  /** FTP and SFTP: how host names become addresses; default the system's resolver. */
  resolveHost?: HostResolver;
  /** FTP and SFTP: the largest folder listing read; default ./listing-bounds.ts. */
  listingBounds?: ListingBounds;
}

/** The largest folder listing read (FTP, SFTP); the defaults and why: ./listing-bounds.ts. */
export interface ListingBounds {
  /** Entries (files, folders, links) a listing may have. */
  maxEntries: number;
  /** Bytes of listing a server may send (FTP's LIST or MLSD answer, SFTP's names). */
  maxBytes: number;
}

/** One file, ready to be read once. */
export interface ExtractedFile {
  /** Base name only, never a path. */
  fileName: string;
  /** Ends with the whole file, or is destroyed with a SourceFailure (too large, timeout, reset). */
  stream: Readable;
  /** Size announced before reading, when the server told it. */
  size?: number;
  /** Server-side modification time, when known (skipping files already imported). */
  modifiedAt?: Date;
  /** FTP/SFTP: the path of the file taken, after wildcards; URL: the address that answered. */
  location?: string;
  /** URL: the ETag of the answer, when it had one. */
  etag?: string;
  /** SFTP: the fingerprint of the server's host key, to pin it on a later run. */
  hostKey?: string;
}

export interface Extractor<Block> {
  extract(block: Block, context: ExtractContext): Promise<ExtractedFile>;
}

/** Why an extraction failed, for code that reacts differently (retry, skip, report). */
export type FailureKind =
  | 'login'
  | 'unknown-host'
  | 'refused'
  | 'unreachable'
  | 'timeout'
  | 'reset'
  | 'no-match'
  | 'not-a-folder'
  | 'too-large'
  | 'listing-too-large'
  | 'private-address'
  | 'certificate'
  | 'host-key'
  | 'http-status'
  | 'redirects'
  | 'server'
  | 'stopped'
  | 'settings';

/** The values a failure's message names, as the catalog's `exception.fetch.*` message takes them. */
export type FailureValues = Record<string, string | number>;

/**
 * A failure with a message a person understands and no secret in it. One said from the catalog
 * (`SourceFailure.of`, `exception.fetch.*`) keeps its code and values, so that the run it ends
 * says it in the run's language; its message is the catalog's English.
 */
export class SourceFailure extends Error {
  /** The catalog code of the message; `exception.fetch` for one written in English only. */
  readonly code: string;
  /** The values of the message, for the catalog's other languages. */
  readonly params: FailureValues;

  constructor(
    readonly kind: FailureKind,
    message: string,
    /** Worth another attempt: the network, not the settings, failed. */
    readonly transient = false,
    said?: { code: string; params: FailureValues },
  ) {
    super(message);
    this.name = 'SourceFailure';
    this.code = said?.code ?? 'exception.fetch';
    this.params = said?.params ?? {};
  }

  /** The failure of the catalog's `exception.fetch.<name>`, its English the message. */
  static of(kind: FailureKind, name: string, values: FailureValues = {}, transient = false): SourceFailure {
    const code = `exception.fetch.${name}`;
    return new SourceFailure(kind, render({ code, values }, 'en'), transient, { code, params: values });
  }
}

/** Replaces each secret found in a text (a server's reply may echo what it was sent). */
export function withoutSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret) clean = clean.split(secret).join('********');
  }
  return clean;
}
