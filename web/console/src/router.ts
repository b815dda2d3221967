/** The console's pages are paths under /app/; moving between them keeps the page (history API). */
import { signal } from '@preact/signals';

export const BASE = '/app/';

/** The path below /app/ ('' for the start page, 'templates', 'password-reset'…). */
export const route = signal(current());

function current(): string {
  return location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length).replace(/\/$/, '') : '';
}

/**
 * What of the address's query goes along to another page: `?lang=` only. A page's own query
 * (the delivery log's filters) stays with that page.
 */
export function keptQuery(): string {
  const lang = new URLSearchParams(location.search).get('lang');
  return lang ? `?lang=${encodeURIComponent(lang)}` : '';
}

/** Goes to a page of the console; `?lang=` stays, the #fragment (a token) does not. */
export function navigate(path: string, { replace = false } = {}): void {
  const url = `${BASE}${path}${keptQuery()}`;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  route.value = path;
}

/** The parts of the current path: `templates/orders/columns` → ['templates', 'orders', 'columns']. */
export function segments(path = route.value): string[] {
  return path.split('/').filter(Boolean).map(decodeURIComponent);
}

addEventListener('popstate', () => {
  route.value = current();
});

/** The token a link carries after # (kept out of the server's logs), removed from the address once read. */
export function takeFragmentToken(): string {
  const token = decodeURIComponent(location.hash.slice(1));
  if (token) history.replaceState(null, '', location.pathname + location.search);
  return token;
}
