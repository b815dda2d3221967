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
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** True when the host ends in a real-looking top-level domain (`example.com`, `exemple.xn--p1ai`). */
export function hasTld(hostname: string): boolean {
  const dot = hostname.lastIndexOf('.');
  if (dot <= 0) return false;
  return TLD.test(hostname.slice(dot + 1));
}

/**
 * The URL a cell holds, as written (scheme added when missing), or null. The text is kept rather
 * than re-serialised: `new URL` would add a trailing slash and percent-encode what the sender typed.
 */
export function checkUrl(raw: string, rules: UrlRules): { text: string; url: URL } | null {
  let text = raw.trim();
  if (WHITESPACE.test(text)) return null;
  if (!HAS_SCHEME.test(text)) {
    if (rules.missingScheme === null) return null;
    text = `${rules.missingScheme}://${text}`;
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
  return { text, url };
}
