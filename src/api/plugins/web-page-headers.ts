/**
 * Security headers of the importer page. The page may be framed only by the origins its
 * organisation lists (`embed_origins`): they become the CSP `frame-ancestors`, so another site
 * cannot put the importer in a frame and trick a sender into using it there.
 */

/** An origin as the organisation's settings hold it: scheme, host and optional port, nothing else. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

export function importerPageHeaders(embedOrigins: readonly string[]): Record<string, string> {
  const ancestors = embedOrigins.filter((origin) => ORIGIN.test(origin));
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
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}
