/**
 * Network errors, whichever library raised them, as sentences about the server the source names
 * (`exception.fetch.*` of the catalog, with the server's kind and host as values).
 * Node, undici, basic-ftp and ssh2 all carry the system's error code (`ECONNREFUSED`…) or one of
 * their own; the message of the library is never shown, it may quote what was sent.
 */
import { OutboundRefused } from '../outbound/outbound-http.ts';
import { SourceFailure } from './extractor.ts';

/** The server a source names, as the messages call it. */
export interface Peer {
  /** Which server: the messages say `FTP server`, `SFTP server` or `web server` in each language. */
  service: 'ftp' | 'sftp' | 'web';
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
/** Why a certificate is refused, by the name the message `exception.fetch.certificate` selects. */
const CERTIFICATES = new Map(
  Object.entries({
    DEPTH_ZERO_SELF_SIGNED_CERT: 'self_signed',
    SELF_SIGNED_CERT_IN_CHAIN: 'untrusted_authority',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'unknown_issuer',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'unknown_issuer',
    CERT_HAS_EXPIRED: 'expired',
    CERT_NOT_YET_VALID: 'not_yet_valid',
    ERR_TLS_CERT_ALTNAME_INVALID: 'other_host',
  }),
);

/** OpenSSL's words for plain text where a TLS record was due: the port does not speak TLS. */
const NOT_TLS = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG']);

/**
 * A duration as the messages name it, `{seconds}` seconds to a tenth: the catalog says "1 second",
 * "1.5 seconds" (the figure as written, not formatted by the language).
 */
export function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

/** The values naming the server in a message: which one (`service`) and its host. */
export function serverOf(peer: Peer): { service: Peer['service']; host: string } {
  return { service: peer.service, host: peer.host };
}

export function timedOut(peer: Peer): SourceFailure {
  return SourceFailure.of(
    'timeout',
    'timeout',
    { ...serverOf(peer), seconds: seconds(peer.timeoutMs) },
    true,
  );
}

/** The failure a network error means, or null when it is not one this module knows. */
export function networkFailure(error: unknown, peer: Peer): SourceFailure | null {
  if (error instanceof SourceFailure) return error;
  if (error instanceof OutboundRefused) return refusedAddress(error);
  for (const code of codesOf(error)) {
    const failure = failureOfCode(code, peer);
    if (failure) return failure;
  }
  return null;
}

/**
 * The private-network refusal as the failure: its sentence, and its catalog code and values when
 * it carries them (src/outbound/), so that the run says it in its language too.
 */
function refusedAddress(error: OutboundRefused): SourceFailure {
  const { code, params } = error as OutboundRefused & { code?: unknown; params?: unknown };
  const said =
    typeof code === 'string' && code.startsWith('exception.') && params && typeof params === 'object'
      ? { code, params: params as Record<string, string | number> }
      : undefined;
  return new SourceFailure('private-address', error.message, false, said);
}

function failureOfCode(code: string, peer: Peer): SourceFailure | null {
  const server = serverOf(peer);
  if (code === 'ENOTFOUND') return SourceFailure.of('unknown-host', 'unknown_host', { host: peer.host });
  if (code === 'EAI_AGAIN') return SourceFailure.of('unknown-host', 'dns_silent', { host: peer.host }, true);
  if (code === 'ECONNREFUSED')
    return SourceFailure.of('refused', 'connection_refused', { ...server, port: peer.port });
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return SourceFailure.of('unreachable', 'unreachable', server, true);
  if (RESETS.has(code)) return cutOff(peer);
  if (TIMEOUTS.has(code)) return timedOut(peer);
  if (NOT_TLS.has(code)) return SourceFailure.of('server', 'not_tls', { ...server, port: peer.port });
  const reason = CERTIFICATES.get(code);
  if (reason) return SourceFailure.of('certificate', 'certificate', { ...server, reason });
  return null;
}

/** The connection to the server was cut off: worth another try. */
export function cutOff(peer: Peer): SourceFailure {
  return SourceFailure.of('reset', 'cut_off', serverOf(peer), true);
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
