/** The `url` block, and the `api_fetcher` block that adds where the records are and how to page. */
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { MAX_URL_LENGTH } from '../../domain/url-length.ts';
import {
  BLANK,
  blankOrTooLong,
  cookieValueProblem,
  type Findings,
  headerNameProblem,
  headerValueProblem,
  jsonPathProblem,
  oneOf,
} from './field-checks.ts';
import {
  type ApiFetcherSettings,
  CONTENT_TYPES,
  HTTP_METHODS,
  PAGINATION_TYPES,
  type UrlSettings,
} from './source-types.ts';

/** The block as a write may send it: the schema has checked the JSON types, nothing more. */
export interface UrlInput {
  url?: string | null;
  method?: string | null;
  headers?: Record<string, string> | null;
  cookies?: Record<string, string> | null;
  content_type?: string | null;
  body?: string | null;
}

export interface ApiFetcherInput extends UrlInput {
  records_path?: string | null;
  pagination?: {
    type?: string | null;
    param?: string | null;
    cursor_path?: string | null;
    max_pages?: number | null;
  } | null;
}

const MAX_ENTRIES = 50;
const MAX_BODY = 1_000_000;
/** Headers the HTTP client writes from the request itself; a second copy would corrupt it. */
const CLIENT_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'upgrade',
  'te',
  'keep-alive',
]);

const CREDENTIALS_IN_URL = phrase('violation.field.url_credentials');

function urlProblem(url: string | null | undefined): Phrase | null {
  const problem = blankOrTooLong(url, MAX_URL_LENGTH);
  if (problem) return problem;
  let parsed: URL;
  try {
    parsed = new URL(url!);
  } catch {
    return phrase('violation.field.not_url');
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) return phrase('violation.field.url_scheme');
  // A URL is shown as written on every read; a password belongs in a header, where it is masked.
  if (parsed.username || parsed.password) {
    return CREDENTIALS_IN_URL;
  }
  return null;
}

function map(
  entries: Record<string, string> | null | undefined,
  at: string,
  found: Findings,
  valueProblem: (value: string) => Phrase | null,
): Record<string, string> {
  const given = entries ?? {};
  const names = Object.keys(given);
  if (names.length > MAX_ENTRIES)
    found.add(at, names.length, phrase('violation.field.entries_count', { max: MAX_ENTRIES }));
  for (const name of names) {
    const nameProblem = headerNameProblem(name);
    const clientOwned = at.endsWith('.headers') && CLIENT_HEADERS.has(name.toLowerCase());
    found.add(
      `${at}.${name}`,
      name,
      nameProblem ?? (clientOwned ? phrase('violation.field.header_by_ferry') : null),
    );
    found.add(`${at}.${name}`, given[name], valueProblem(given[name]!));
  }
  return { ...given };
}

export function readUrlBlock(input: UrlInput, at: string, found: Findings): UrlSettings {
  const problem = urlProblem(input.url);
  // The refused URL is not echoed when it holds a password.
  found.add(`${at}.url`, problem === CREDENTIALS_IN_URL ? null : input.url, problem);
  const method = input.method ?? 'GET';
  found.add(`${at}.method`, method, oneOf(method, HTTP_METHODS));
  const contentType = input.content_type ?? null;
  if (contentType !== null) found.add(`${at}.content_type`, contentType, oneOf(contentType, CONTENT_TYPES));
  const body = input.body ?? null;
  if (body !== null && method === 'GET') {
    found.add(`${at}.body`, body, phrase('violation.field.get_body'));
  }
  if (body !== null && body.length > MAX_BODY) {
    found.add(`${at}.body`, null, phrase('violation.field.body_too_long', { max: MAX_BODY }));
  }
  return {
    url: input.url ?? '',
    method: method as UrlSettings['method'],
    headers: map(input.headers, `${at}.headers`, found, headerValueProblem),
    cookies: map(input.cookies, `${at}.cookies`, found, cookieValueProblem),
    content_type: contentType as UrlSettings['content_type'],
    body,
  };
}

const PARAM = /^[A-Za-z0-9_.\-[\]]{1,100}$/;

export function readApiFetcherBlock(input: ApiFetcherInput, at: string, found: Findings): ApiFetcherSettings {
  const request = readUrlBlock(input, at, found);
  const recordsPath = input.records_path ?? '';
  found.add(`${at}.records_path`, recordsPath, jsonPathProblem(recordsPath));
  const given = input.pagination ?? {};
  const type = given.type ?? 'none';
  const param = given.param ?? null;
  const cursorPath = given.cursor_path ?? null;
  const maxPages = given.max_pages ?? null;
  const where = `${at}.pagination`;
  found.add(`${where}.type`, type, oneOf(type, PAGINATION_TYPES));
  if (type === 'page' || type === 'cursor') {
    found.add(`${where}.param`, param, param === null || param === '' ? BLANK : null);
  }
  if (param !== null && param !== '') {
    found.add(`${where}.param`, param, PARAM.test(param) ? null : phrase('violation.field.query_param'));
  }
  if (type === 'cursor') found.add(`${where}.cursor_path`, cursorPath, cursorPath ? null : BLANK);
  if (cursorPath) found.add(`${where}.cursor_path`, cursorPath, jsonPathProblem(cursorPath));
  if (maxPages !== null && (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > 1000)) {
    found.add(`${where}.max_pages`, maxPages, phrase('violation.field.between', { min: 1, max: 1000 }));
  }
  return {
    ...request,
    records_path: recordsPath,
    pagination: {
      type: type as ApiFetcherSettings['pagination']['type'],
      param: param || null,
      cursor_path: cursorPath || null,
      max_pages: maxPages,
    },
  };
}
