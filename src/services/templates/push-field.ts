/**
 * A template's `push` (DESIGN §8): checking a write, and the masked form reads return. Header
 * values are often credentials: reads show each one as MASKED, and a write that sends MASKED back
 * keeps the stored value of that header (read shapes round-trip, DESIGN §6). No message or
 * violation ever repeats a header value, only its name.
 */

import type { ViolationItem } from '../../domain/errors.ts';
import { MAX_URL_LENGTH } from '../../domain/url-length.ts';
import type { TemplatePush } from '../../store/templates.ts';

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
  const add = (path: string, value: unknown, message: string) =>
    violations.push({ property_path: `push.${path}`, invalid_value: value ?? null, message });

  const url = input.url?.trim() ?? '';
  if (url === '') add('url', input.url, 'This value should not be blank.');
  else if (url.length > MAX_URL_LENGTH)
    add('url', null, `This URL is longer than ${MAX_URL_LENGTH} characters.`);
  else if (!isWebUrl(url)) add('url', url, 'This value is not a valid http or https URL.');

  const method = (input.method ?? 'POST').toUpperCase();
  if (!(METHODS as readonly string[]).includes(method)) {
    add('method', input.method, `This value should be one of ${METHODS.join(', ')}.`);
  }
  const mode = input.mode ?? 'file';
  if (!(MODES as readonly string[]).includes(mode)) {
    add('mode', input.mode, `This value should be one of ${MODES.join(', ')}.`);
  }
  const batchSize = input.batch_size ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH_SIZE) {
    add('batch_size', input.batch_size, `This value should be between 1 and ${MAX_BATCH_SIZE}.`);
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
  add: (path: string, value: unknown, message: string) => void,
): Record<string, string> {
  const entries = Object.entries(input);
  if (entries.length > MAX_HEADERS) add('headers', null, `At most ${MAX_HEADERS} headers may be set.`);
  const storedByName = new Map(Object.entries(stored).map(([name, value]) => [name.toLowerCase(), value]));
  const seen = new Set<string>();
  const headers: Record<string, string> = {};
  for (const [name, value] of entries) {
    const path = `headers.${name}`;
    const lower = name.toLowerCase();
    if (!TOKEN.test(name)) {
      add(path, name, "This header name should be letters, digits and ! # $ % & ' * + - . ^ _ ` | ~ only.");
      continue;
    }
    if (RESERVED.has(lower) || lower.startsWith('proxy-') || lower.startsWith('ferry-')) {
      add(path, name, 'Ferry sets this header itself; it cannot be configured.');
      continue;
    }
    if (seen.has(lower)) {
      add(path, name, 'This header is set twice (header names ignore case).');
      continue;
    }
    seen.add(lower);
    // The value is never echoed back: invalid_value names the header only.
    if (value === MASKED) {
      const kept = storedByName.get(lower);
      if (kept === undefined)
        add(path, name, 'This masked value stands for no stored value: send the real one.');
      else headers[name] = kept;
      continue;
    }
    if (/[\r\n\0]/.test(value)) add(path, name, 'A header value cannot hold line breaks or NUL characters.');
    else if (value.length > MAX_HEADER_VALUE)
      add(path, name, `A header value is at most ${MAX_HEADER_VALUE} characters.`);
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
