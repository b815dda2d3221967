/**
 * The checks of a source's fields that need no network: each returns the phrase of a violation, or
 * null. The network checks (private addresses) are in ./network-checks.ts.
 */
import { isIP } from 'node:net';
import { RE2JS } from 're2js';
import { regexBoundProblem } from '../../domain/bounded-regex.ts';
import { type ViolationItem, violationOf } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';

/** Violations gathered over a whole write, so a person sees every problem at once. */
export class Findings {
  readonly items: ViolationItem[] = [];

  /** `message`: a phrase of the catalog, or the English another module gave as it came. */
  add(property_path: string, invalid_value: unknown, message: Phrase | string | null): void {
    if (typeof message === 'string')
      this.items.push({ property_path, invalid_value: invalid_value ?? null, message });
    else if (message) this.items.push(violationOf(property_path, invalid_value, message));
  }

  /** Whether a violation was found at `path` or under it. */
  has(path: string): boolean {
    return this.items.some((v) => v.property_path === path || v.property_path.startsWith(`${path}.`));
  }
}

export const BLANK = phrase('violation.field.blank');

export function tooLong(value: string, max: number): Phrase | null {
  return [...value].length <= max ? null : phrase('violation.field.too_long', { max });
}

export function blankOrTooLong(value: string | null | undefined, max: number): Phrase | null {
  if (typeof value !== 'string' || value.trim() === '') return BLANK;
  return tooLong(value, max);
}

const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A DNS name (labels of letters, digits and inner hyphens) or an IPv4 or IPv6 address. */
export function hostProblem(host: string): Phrase | null {
  if (isIP(host)) return null;
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const valid = name.length > 0 && name.length <= 253 && name.split('.').every((label) => LABEL.test(label));
  return valid && !/^[\d.]+$/.test(name) ? null : phrase('violation.field.host');
}

export function portProblem(port: number): Phrase | null {
  return Number.isInteger(port) && port >= 1 && port <= 65535
    ? null
    : phrase('violation.field.between', { min: 1, max: 65535 });
}

/**
 * A remote file path: absolute, naming a file, and with `*` and `?` only in its last segment (the
 * folder is listed, the first match in name order is taken).
 */
export function remotePathProblem(path: string): Phrase | null {
  if (path.trim() === '') return BLANK;
  if (path.includes('\0')) return phrase('violation.field.path_nul');
  if (/[\r\n]/.test(path)) return phrase('violation.field.path_line_break');
  if (!path.startsWith('/')) return phrase('violation.field.path_absolute');
  if (path.endsWith('/')) return phrase('violation.field.path_file');
  if (/[*?]/.test(path.slice(0, path.lastIndexOf('/')))) return phrase('violation.field.path_wildcards');
  return tooLong(path, 1024);
}

/** RFC 9110 token characters. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function headerNameProblem(name: string): Phrase | null {
  if (TOKEN.test(name) && name.length <= 256) return null;
  return phrase('violation.field.token_name');
}

export function headerValueProblem(value: string): Phrase | null {
  // A line break would let a value start a header or a request of its own.
  if (/[\0\r\n]/.test(value)) return phrase('violation.field.header_value');
  return tooLong(value, 8192);
}

export function cookieValueProblem(value: string): Phrase | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a cookie value holds no control character (RFC 6265)
  if (/[\0-\x1f\x7f;",\\]/.test(value)) {
    return phrase('violation.field.cookie_value');
  }
  return tooLong(value, 4096);
}

/** `*@partner.com`, `orders@partner.com`, `*@*.partner.com` or `*`: the e-mail's characters and `*`. */
export function senderPatternProblem(pattern: string): Phrase | null {
  if (pattern.trim() === '') return BLANK;
  if (!/^[A-Za-z0-9.!#$%&'+/=?^_`{|}~*-]+(@[A-Za-z0-9.*-]+)?$/.test(pattern)) {
    return phrase('violation.field.sender_pattern');
  }
  return tooLong(pattern, 254);
}

/** A regular expression in RE2 syntax, within the bounds every pattern a tenant writes has. */
export function patternFieldProblem(pattern: string): Phrase | null {
  const tooLarge = regexBoundProblem(pattern);
  // The bound's own words (src/domain/bounded-regex.ts) and RE2's reason stay in English.
  if (tooLarge) return phrase('violation.field.regex_bound', { problem: tooLarge });
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (error) {
    return phrase('violation.field.regex_invalid', { reason: (error as Error).message });
  }
}

/** A dotted path to a value in a JSON answer (`data.items`); empty means the answer itself. */
export function jsonPathProblem(path: string): Phrase | null {
  if (path === '') return null;
  if (!/^[^.\s]+(\.[^.\s]+)*$/.test(path)) return phrase('violation.field.dotted_path');
  return tooLong(path, 255);
}

export function oneOf(value: string, allowed: readonly string[]): Phrase | null {
  return allowed.includes(value)
    ? null
    : phrase('violation.field.must_be_one_of', { values: allowed.join(', ') });
}
