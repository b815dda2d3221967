/**
 * The signed-in member: the token pair kept in localStorage so that a reload stays signed in, the
 * API client that renews the access token with the refresh token, and the way out (signing out,
 * or a session the server no longer accepts).
 */

import { signal } from '@preact/signals';
import { Api, ApiError } from '../../shared/api.ts';
import type { RequestBody } from '../../shared/api-payload.ts';
import type { Tokens } from '../../shared/tokens.ts';
import { language } from './i18n.ts';

const KEY = 'ferry.console.tokens';

function stored(): Tokens | null {
  try {
    const tokens = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Tokens | null;
    return tokens?.access_token ? tokens : null;
  } catch {
    return null;
  }
}

function keep(tokens: Tokens | null): void {
  if (tokens) localStorage.setItem(KEY, JSON.stringify(tokens));
  else localStorage.removeItem(KEY);
}

export const api = new Api(language);

/** Whether someone is signed in; the page shows the console or the sign-in form from it. */
export const signedIn = signal(false);
/** Why the sign-in form is shown again ('expired' after a refused session), shown above it. */
export const endedBecause = signal<'expired' | null>(null);

export function startSession(tokens: Tokens): void {
  keep(tokens);
  api.login(tokens, keep);
  endedBecause.value = null;
  signedIn.value = true;
}

/** Resumes the session of an earlier visit, if one was kept. */
export function resumeSession(): void {
  const tokens = stored();
  if (tokens) startSession(tokens);
}

function endSession(reason: 'expired' | null): void {
  keep(null);
  api.logout();
  endedBecause.value = reason;
  signedIn.value = false;
}

/** Signs out: the server forgets the login (every token of it), then the page does. */
export async function signOut(): Promise<void> {
  const tokens = api.current;
  const token = tokens?.refresh_token ?? tokens?.access_token;
  if (token)
    await api
      .call('POST', '/auth/revoke', { token } satisfies RequestBody<'postAuthRevoke'>)
      .catch(() => undefined);
  endSession(null);
}

/**
 * Calls the API as the member. A 401 left after the client tried the refresh token means the
 * session is over (expired, revoked elsewhere): back to the sign-in form, saying so.
 */
export async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  try {
    return await api.call<T>(method, url, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession('expired');
    throw error;
  }
}
