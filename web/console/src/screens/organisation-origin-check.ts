/**
 * The check of an embed origin as the server makes it (src/services/identity/profile-fields.ts
 * `checkOrigin`), so that a wrong one is said as it is added; the server checks again on save.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin as browsers write it (`https://shop.example.com`), or null when the server would refuse it. */
export function normaliseOrigin(value: string): string | null {
  const text = value.trim().replace(/\/$/, '');
  if (!text || /[\s*;,'"]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!secure || url.username || url.password) return null;
  if (url.pathname !== '/' || url.search || url.hash || text.endsWith('?') || text.endsWith('#')) return null;
  return url.origin;
}
