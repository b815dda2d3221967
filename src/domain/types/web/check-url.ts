import { readPlainHttpUrl } from './plain-http-url.ts';

/** How strictly a URL cell is read. */
export interface UrlRules {
  /** Allowed schemes, lower case, without `:`. */
  schemes: ReadonlySet<string>;
  /** The host must be a domain name ending in a top-level domain (no `localhost`, no IP address). */
  requireTld: boolean;
  /** Scheme prepended to `www.example.com`; null refuses URLs without a scheme. */
  missingScheme: string | null;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const WHITESPACE = /\s/;

/** True when the host ends in a real-looking top-level domain (`example.com`, `exemple.xn--p1ai`). */
export function hasTld(hostname: string): boolean {
  return hasTldIn(hostname, 0, hostname.length);
}

/**
 * hasTld for the host text[start, end): after its last dot (not its first character), 2–63
 * letters a–z, or `xn--` then 1–59 letters, digits or hyphens. Character codes rather than a
 * slice and a regex: it runs on every URL, image and e-mail cell.
 */
function hasTldIn(text: string, start: number, end: number): boolean {
  const dot = text.lastIndexOf('.', end - 1);
  if (dot <= start) return false;
  const length = end - dot - 1;
  if (length < 2 || length > 63) return false;
  let letters = true;
  for (let i = dot + 1; i < end && letters; i++) {
    const c = text.charCodeAt(i);
    letters = c >= 97 && c <= 122;
  }
  if (letters) return true;
  if (length < 5 || !text.startsWith('xn--', dot + 1)) return false;
  for (let i = dot + 5; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) return false;
  }
  return true;
}

/**
 * The URL a cell holds, as written (scheme added when missing), or null. The text is kept rather
 * than re-serialised: `new URL` would add a trailing slash and percent-encode what the sender typed.
 */
export function checkUrl(raw: string, rules: UrlRules): { text: string; pathname: string } | null {
  let text = raw.trim();
  if (WHITESPACE.test(text)) return null;
  if (!HAS_SCHEME.test(text)) {
    if (rules.missingScheme === null) return null;
    text = `${rules.missingScheme}://${text}`;
  }
  // Without the TLD rule a plain host may still be an IPv4 address that the parser rewrites.
  const plain = rules.requireTld ? readPlainHttpUrl(text) : null;
  if (plain !== null && rules.schemes.has(plain.scheme)) {
    if (!hasTldIn(text, plain.hostStart, plain.hostEnd)) return null;
    return { text, pathname: plain.hostEnd === text.length ? '/' : text.slice(plain.hostEnd) };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!rules.schemes.has(url.protocol.slice(0, -1))) return null;
  if (url.hostname === '' && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (rules.requireTld && !hasTld(url.hostname)) return null;
  return { text, pathname: url.pathname };
}
