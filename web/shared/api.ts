/**
 * The web apps' only way to the server: the public API routes, with the bearer token, the
 * envelope unwrapped, an expired access token renewed once with the refresh token, and uploads
 * sent through XMLHttpRequest because fetch cannot report upload progress.
 */
import type { RequestBody } from './api-payload.ts';
import type { Tokens } from './tokens.ts';

/** An answer other than 2xx, with the server's message. */
export class ApiError extends Error {
  constructor(
    /** HTTP status. */
    readonly status: number,
    message: string,
    /** The envelope's payload (violations, rows in error…). */
    readonly payload: unknown = null,
    /** Seconds to wait before trying again, from a 429's Retry-After. */
    readonly retryAfter: number | null = null,
    /** What the plan lacks, from a 402's envelope: the permission or the limit to raise. */
    readonly product: PlanRequirement | null = null,
  ) {
    super(message);
  }
}

/** The envelope's `product` of a 402: the permission missing, or the limit reached and the value needed. */
export interface PlanRequirement {
  requirement: 'permission' | 'limitation' | null;
  permission: { name: string; description: string | null } | null;
  limitation_type: string | null;
  limitation_needed_value: number | null;
  limitation_current_value: number | null;
  limitation_object: { name: string; description: string | null } | null;
}

/** Whether a call failed before any answer came (offline, server down): worth a retry. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The code of a refusal (`exception.bad_credentials`…), when the server gave one. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return (error.payload as { error?: { code?: string } } | null)?.error?.code ?? null;
}

type Listener = (tokens: Tokens) => void;

export class Api {
  private tokens: Tokens | null = null;
  private onTokens: Listener | null = null;
  private refreshing: Promise<boolean> | null = null;

  constructor(private readonly language: string) {}

  /** Forgets the login (signed out). */
  logout(): void {
    this.tokens = null;
    this.onTokens = null;
  }

  /** The current pair, to revoke it when signing out. */
  get current(): Tokens | null {
    return this.tokens;
  }

  /** Sets the login; `onChange` hears each renewed pair (to keep it across reloads). */
  login(tokens: Tokens, onChange?: Listener): void {
    this.tokens = tokens;
    this.onTokens = onChange ?? null;
  }

  get loggedIn(): boolean {
    return this.tokens !== null;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { 'accept-language': this.language, ...extra };
    if (this.tokens) headers.authorization = `Bearer ${this.tokens.access_token}`;
    return headers;
  }

  /** Calls a JSON route and returns the envelope's payload; `headers` add to the usual ones (`prefer`…). */
  async call<T>(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const res = await this.send(method, url, body, false, headers);
    if (res.status === 200 && res.headers.get('content-length') === '0') return null as T;
    const text = await res.text();
    if (!text) return null as T;
    return unwrap<T>(res.status, text, res.headers.get('retry-after'));
  }

  /** Calls a route that answers a file; returns it as a Blob. */
  async download(url: string): Promise<Blob> {
    const res = await this.send('GET', url);
    if (!res.ok) unwrap(res.status, await res.text());
    return res.blob();
  }

  private async send(
    method: string,
    url: string,
    body?: unknown,
    retried = false,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    const init: RequestInit = {
      method,
      headers: this.headers(body === undefined ? extra : { 'content-type': 'application/json', ...extra }),
    };
    if (body instanceof FormData) {
      init.body = body;
      init.headers = this.headers();
    } else if (body !== undefined) init.body = JSON.stringify(body);
    // No answer at all (offline, server down) is status 0, as for an upload.
    const res = await fetch(url, init).catch(() => {
      throw new ApiError(0, 'network');
    });
    if (res.status === 401 && !retried && (await this.refresh()))
      return this.send(method, url, body, true, extra);
    return res;
  }

  /**
   * Exchanges the refresh token for a new pair; false when there is none or it is refused. Calls
   * refused at once share one exchange: a refresh token works once, and a second use of it would
   * end the whole login.
   */
  private refresh(): Promise<boolean> {
    this.refreshing ??= this.exchange().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async exchange(): Promise<boolean> {
    const refresh = this.tokens?.refresh_token;
    if (!refresh) return false;
    const res = await fetch('/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: refresh,
      } satisfies RequestBody<'postAuthToken'>),
    });
    if (!res.ok) return false;
    const tokens = (await res.json()).payload as Tokens;
    this.tokens = tokens;
    this.onTokens?.(tokens);
    return true;
  }

  /** Posts a multipart form, reporting the bytes sent; resolves with the payload. */
  upload<T>(url: string, form: FormData, onProgress: (sent: number, total: number) => void): Promise<T> {
    const attempt = () =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        for (const [name, value] of Object.entries(this.headers())) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
        xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
        xhr.onerror = () => reject(new ApiError(0, 'network'));
        xhr.send(form);
      });
    return attempt().then(async (first) => {
      const answer = first.status === 401 && (await this.refresh()) ? await attempt() : first;
      return unwrap<T>(answer.status, answer.text);
    });
  }
}

function unwrap<T>(status: number, text: string, retryAfter: string | null = null): T {
  let body: { success?: boolean; payload?: unknown; product?: PlanRequirement | null } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not an envelope (a proxy's page): reported below with the status.
  }
  if (status >= 200 && status < 300 && body) return body.payload as T;
  const payload = body?.payload as {
    error?: { message?: string };
    violations?: { message: string }[];
  } | null;
  const violation = payload?.violations?.[0]?.message;
  const message = [payload?.error?.message, violation].filter(Boolean).join(' ');
  const wait = retryAfter === null ? null : Number.parseInt(retryAfter, 10);
  throw new ApiError(
    status,
    message || `HTTP ${status}`,
    payload ?? null,
    Number.isFinite(wait) ? wait : null,
    body?.product ?? null,
  );
}
