/**
 * Network errors, whichever library raised them, as sentences about the server the source names.
 * Node, undici, basic-ftp and ssh2 all carry the system's error code (`ECONNREFUSED`…) or one of
 * their own; the message of the library is never shown, it may quote what was sent.
 */
import { OutboundRefused } from '../outbound/outbound-http.ts';
import { SourceFailure } from './extractor.ts';

/** The server a source names, as the messages call it. */
export interface Peer {
  /** `FTP server`, `SFTP server`, `web server`. */
  service: string;
  host: string;
  port: number;
  timeoutMs: number;
}

const RESETS = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'ERR_STREAM_PREMATURE_CLOSE',
]);
const TIMEOUTS = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const CERTIFICATES = new Map(
  Object.entries({
    DEPTH_ZERO_SELF_SIGNED_CERT: 'it is self-signed',
    SELF_SIGNED_CERT_IN_CHAIN: 'it is signed by an authority this server does not trust',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its issuer is unknown here',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its issuer is unknown here',
    CERT_HAS_EXPIRED: 'it has expired',
    CERT_NOT_YET_VALID: 'it is not valid yet',
    ERR_TLS_CERT_ALTNAME_INVALID: 'it was issued for another host name',
  }),
);

/** OpenSSL's words for plain text where a TLS record was due: the port does not speak TLS. */
const NOT_TLS = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG']);

export function seconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  return `${s} second${s === 1 ? '' : 's'}`;
}

export function timedOut(peer: Peer): SourceFailure {
  return new SourceFailure(
    'timeout',
    `The ${peer.service} ${peer.host} did not answer within ${seconds(peer.timeoutMs)}.`,
    true,
  );
}

/** The failure a network error means, or null when it is not one this module knows. */
export function networkFailure(error: unknown, peer: Peer): SourceFailure | null {
  if (error instanceof SourceFailure) return error;
  if (error instanceof OutboundRefused) return new SourceFailure('private-address', error.message);
  for (const code of codesOf(error)) {
    const failure = failureOfCode(code, peer);
    if (failure) return failure;
  }
  return null;
}

function failureOfCode(code: string, peer: Peer): SourceFailure | null {
  const { service, host, port } = peer;
  if (code === 'ENOTFOUND')
    return new SourceFailure('unknown-host', `The host name ${host} could not be found.`);
  if (code === 'EAI_AGAIN') {
    return new SourceFailure(
      'unknown-host',
      `The host name ${host} could not be looked up: DNS did not answer.`,
      true,
    );
  }
  if (code === 'ECONNREFUSED') {
    return new SourceFailure('refused', `The ${service} ${host} refused the connection on port ${port}.`);
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return new SourceFailure('unreachable', `The ${service} ${host} cannot be reached from here.`, true);
  }
  if (RESETS.has(code)) {
    return new SourceFailure('reset', `The connection to the ${service} ${host} was cut off.`, true);
  }
  if (TIMEOUTS.has(code)) return timedOut(peer);
  if (NOT_TLS.has(code)) {
    return new SourceFailure(
      'server',
      `The ${service} ${host} did not answer in TLS on port ${port}: check that it offers encryption on that port.`,
    );
  }
  const certificate = CERTIFICATES.get(code);
  if (certificate) {
    return new SourceFailure(
      'certificate',
      `The certificate of the ${service} ${host} is refused: ${certificate}.`,
    );
  }
  return null;
}

/** The error codes of an error and of the errors it wraps, outermost first. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code) codes.push(code);
    e = (e as { cause?: unknown }).cause;
  }
  return codes;
}
