/**
 * Security headers of the web apps' pages. The importer page may be framed only by the origins its
 * organisation lists (`embed_origins`): they become the CSP `frame-ancestors`, so another site
 * cannot put the importer in a frame and trick a sender into using it there. An organisation's
 * importer may also be framed by Ferry's own origin, where the console's Try it shows it; the
 * console itself may be framed by no one, so no other site gets the importer that way.
 */

/** An origin as the organisation's settings hold it: scheme, host and optional port, nothing else. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** `embedOrigins` is null when the page names no organisation that exists: then no one frames it. */
export function importerPageHeaders(embedOrigins: readonly string[] | null): Record<string, string> {
  if (!embedOrigins) return pageHeaders("'none'");
  const ancestors = embedOrigins.filter((origin) => ORIGIN.test(origin));
  return pageHeaders(["'self'", ...ancestors].join(' '));
}

/** The receivers' console is never framed: a framing site could trick a member into clicks. */
export function consolePageHeaders(): Record<string, string> {
  return { ...pageHeaders("'none'"), 'x-frame-options': 'DENY' };
}

function pageHeaders(frameAncestors: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // The organisation's logo may be anywhere on the web.
    "img-src 'self' https: data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}
