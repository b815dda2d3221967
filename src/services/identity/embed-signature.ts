/**
 * The signature of an embedded login (DESIGN §3): hex HMAC-SHA256, keyed with the organisation's
 * embed secret, over `subdomain + "\n" + external_id + "\n" + timestamp + "\n" + template_handle`
 * (an empty fourth line without a template), then `"\n" + nonce` when the login carries one. The
 * nonce lets one user's logins signed in the same second differ, since each signature is used
 * once; without it the signed text is the four lines, as before. The receiver's own backend
 * signs; the browser only carries the result.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What the receiver's backend signed. */
export interface SignedLogin {
  subdomain: string;
  external_id: string;
  /** Unix time in seconds, as the decimal text that was signed. */
  timestamp: string;
  /** The one template the login may reach; empty or absent for every template open to the customer. */
  template_handle?: string | null;
  /** Random text that makes this login's signature unique; absent for the four-line form. */
  nonce?: string | null;
}

/** The exact text that is signed. */
export function signedText(login: SignedLogin): string {
  const lines = [login.subdomain, login.external_id, login.timestamp, login.template_handle ?? ''];
  if (login.nonce) lines.push(login.nonce);
  return lines.join('\n');
}

/** The hex signature of a login with a secret (what the receiver's backend computes). */
export function signLogin(secret: string, login: SignedLogin): string {
  return createHmac('sha256', secret).update(signedText(login)).digest('hex');
}

/**
 * Whether `signature` (64 hex characters) is the login's signature with `secret`, compared in
 * constant time, so the answer's timing tells nothing about how much of it was right.
 */
export function signatureMatches(secret: string, login: SignedLogin, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(signedText(login)).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How a used signature is stored: it needs no secrecy, but a fixed-size key is tidier. */
export function signatureKey(signature: string): string {
  return createHash('sha256').update(signature.toLowerCase()).digest('hex');
}
