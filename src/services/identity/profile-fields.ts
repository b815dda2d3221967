/**
 * Checks of the organisation's profile (`PUT /organisation`): each returns the normalised value or
 * the phrase of its violation. Origins end up in the importer's CSP
 * `frame-ancestors`, so only exact origins get through: no path, no wildcard, nothing that could
 * add a directive.
 */

import { type Phrase, phrase } from '../../domain/messages/index.ts';

export const MAX_EMBED_ORIGINS = 50;
const MAX_URL_LENGTH = 2048;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type Checked<T> = { value: T } | { problem: Phrase };

/** `#rrggbb` (any case), stored lower-case; null clears it. */
export function checkBrandColor(value: string | null): Checked<string | null> {
  if (value === null) return { value: null };
  return /^#[0-9A-Fa-f]{6}$/.test(value.trim())
    ? { value: value.trim().toLowerCase() }
    : { problem: phrase('violation.field.brand_color') };
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** https, or http on this machine only (a page served over http would mix content into the importer). */
function secureEnough(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** An absolute https URL of the logo (http for localhost only); null clears it. */
export function checkLogoUrl(value: string | null): Checked<string | null> {
  if (value === null || value.trim() === '') return { value: null };
  const url = parseUrl(value.trim());
  if (!url || !secureEnough(url) || url.username || url.password || value.length > MAX_URL_LENGTH) {
    return { problem: phrase('violation.field.logo_url', { max: MAX_URL_LENGTH }) };
  }
  return { value: url.href };
}

/** One origin, `https://host[:port]` (http for localhost only), normalised as browsers write it. */
export function checkOrigin(value: string): Checked<string> {
  const problem = { problem: phrase('violation.field.embed_origin') };
  const text = value.trim().replace(/\/$/, '');
  if (!text || /[\s*;,'"]/.test(text)) return problem;
  const url = parseUrl(text);
  if (!url || !secureEnough(url) || url.username || url.password) return problem;
  if (url.pathname !== '/' || url.search || url.hash || text.endsWith('?') || text.endsWith('#'))
    return problem;
  return { value: url.origin };
}
