/**
 * A template's `push` (DESIGN §8): checking a write, and the masked form reads return. Header
 * values are often credentials: reads show each one as MASKED, and a write that sends MASKED back
 * keeps the stored value of that header (read shapes round-trip, DESIGN §6). No message or
 * violation ever repeats a header value, only its name.
 */

import { type ViolationItem, violationOf } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { MAX_URL_LENGTH } from '../../domain/url-length.ts';
import type { TemplatePush } from '../../store/templates/templates.ts';

/** What a header value reads as; sent back, it means "unchanged". */
export const MASKED = '********';

/** The `push` of a write body, after the route schema (types checked, values not). */
export interface PushInput {
  url?: string | null;
  method?: string | null;
  headers?: Record<string, string> | null;
  mode?: string | null;
  batch_size?: number | null;
}

const METHODS = ['POST', 'PUT', 'PATCH'] as const;
const MODES = ['file', 'json'] as const;
export const DEFAULT_BATCH_SIZE = 1000;
export const MAX_BATCH_SIZE = 10_000;
export const MAX_HEADERS = 50;
const MAX_HEADER_VALUE = 8192;
/** RFC 9110 token. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Set by the transport or by Ferry itself for each request: a receiver's value would break it. */
const RESERVED = new Set([
  'host',
  'content-length',
  'content-type',
  'content-disposition',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
]);

/**
 * Checks `input` and returns the push to store. `stored` is the template's current push: a header
 * sent as MASKED takes its value from there. The URL's network is checked apart (async).
 */
export function readPushInput(
  input: PushInput | null,
  stored: TemplatePush | null,
): { push: TemplatePush | null; violations: ViolationItem[] } {
  if (input === null) return { push: null, violations: [] };
  const violations: ViolationItem[] = [];
  const add = (path: string, value: unknown, said: Phrase) =>
    violations.push(violationOf(`push.${path}`, value, said));

  const url = input.url?.trim() ?? '';
  if (url === '') add('url', input.url, phrase('violation.field.blank'));
  else if (url.length > MAX_URL_LENGTH)
    add('url', null, phrase('violation.field.url_too_long', { max: MAX_URL_LENGTH }));
  else if (!isWebUrl(url)) add('url', url, phrase('violation.field.not_web_url'));

  const method = (input.method ?? 'POST').toUpperCase();
  if (!(METHODS as readonly string[]).includes(method)) {
    add('method', input.method, phrase('violation.field.one_of', { values: METHODS.join(', ') }));
  }
  const mode = input.mode ?? 'file';
  if (!(MODES as readonly string[]).includes(mode)) {
    add('mode', input.mode, phrase('violation.field.one_of', { values: MODES.join(', ') }));
  }
  const batchSize = input.batch_size ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH_SIZE) {
    add('batch_size', input.batch_size, phrase('violation.field.between', { min: 1, max: MAX_BATCH_SIZE }));
  }
  const headers = readHeaders(input.headers ?? {}, stored?.headers ?? {}, add);
  if (violations.length) return { push: null, violations };
  return {
    push: {
      url,
      method: method as TemplatePush['method'],
      headers,
      mode: mode as TemplatePush['mode'],
      batch_size: mode === 'json' ? batchSize : null,
    },
    violations,
  };
}

function readHeaders(
  input: Record<string, string>,
  stored: Record<string, string>,
  add: (path: string, value: unknown, said: Phrase) => void,
): Record<string, string> {
  const entries = Object.entries(input);
  if (entries.length > MAX_HEADERS)
    add('headers', null, phrase('violation.field.too_many_headers', { max: MAX_HEADERS }));
  const storedByName = new Map(Object.entries(stored).map(([name, value]) => [name.toLowerCase(), value]));
  const seen = new Set<string>();
  const headers: Record<string, string> = {};
  for (const [name, value] of entries) {
    const path = `headers.${name}`;
    const lower = name.toLowerCase();
    if (!TOKEN.test(name)) {
      add(path, name, phrase('violation.field.header_name'));
      continue;
    }
    if (RESERVED.has(lower) || lower.startsWith('proxy-') || lower.startsWith('ferry-')) {
      add(path, name, phrase('violation.field.header_reserved'));
      continue;
    }
    if (seen.has(lower)) {
      add(path, name, phrase('violation.field.header_twice'));
      continue;
    }
    seen.add(lower);
    // The value is never echoed back: invalid_value names the header only.
    if (value === MASKED) {
      const kept = storedByName.get(lower);
      if (kept === undefined) add(path, name, phrase('violation.field.header_masked'));
      else headers[name] = kept;
      continue;
    }
    if (/[\r\n\0]/.test(value)) add(path, name, phrase('violation.field.header_line_breaks'));
    else if (value.length > MAX_HEADER_VALUE)
      add(path, name, phrase('violation.field.header_value_too_long', { max: MAX_HEADER_VALUE }));
    else headers[name] = value;
  }
  return headers;
}

/** The push as reads return it: every header value masked. */
export function maskedPush(push: TemplatePush | null): TemplatePush | null {
  if (!push) return null;
  const headers = Object.fromEntries(Object.keys(push.headers).map((name) => [name, MASKED]));
  return { ...push, headers };
}

/** Whether a write would store the push already stored (sending back a read needs no X_PUSH then). */
export function samePush(a: TemplatePush | null, b: TemplatePush | null): boolean {
  if (a === null || b === null) return a === b;
  const headers = (p: TemplatePush) => JSON.stringify(Object.entries(p.headers).sort());
  return (
    a.url === b.url &&
    a.method === b.method &&
    a.mode === b.mode &&
    a.batch_size === b.batch_size &&
    headers(a) === headers(b)
  );
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
