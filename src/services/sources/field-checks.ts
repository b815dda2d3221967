/**
 * The checks of a source's fields that need no network: each returns a violation message in
 * English, or null. The network checks (private addresses) are in ./network-checks.ts.
 */
import { isIP } from 'node:net';
import { RE2JS } from 're2js';
import { regexBoundProblem } from '../../domain/bounded-regex.ts';
import type { ViolationItem } from '../../domain/errors.ts';

/** Violations gathered over a whole write, so a person sees every problem at once. */
export class Findings {
  readonly items: ViolationItem[] = [];

  add(property_path: string, invalid_value: unknown, message: string | null): void {
    if (message) this.items.push({ property_path, invalid_value: invalid_value ?? null, message });
  }

  /** Whether a violation was found at `path` or under it. */
  has(path: string): boolean {
    return this.items.some((v) => v.property_path === path || v.property_path.startsWith(`${path}.`));
  }
}

export const BLANK = 'This value should not be blank.';

export function tooLong(value: string, max: number): string | null {
  return [...value].length <= max
    ? null
    : `This value is too long. It should have ${max} characters or less.`;
}

export function blankOrTooLong(value: string | null | undefined, max: number): string | null {
  if (typeof value !== 'string' || value.trim() === '') return BLANK;
  return tooLong(value, max);
}

const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A DNS name (labels of letters, digits and inner hyphens) or an IPv4 or IPv6 address. */
export function hostProblem(host: string): string | null {
  if (isIP(host)) return null;
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const valid = name.length > 0 && name.length <= 253 && name.split('.').every((label) => LABEL.test(label));
  return valid && !/^[\d.]+$/.test(name) ? null : 'This value is not a valid host name or IP address.';
}

export function portProblem(port: number): string | null {
  return Number.isInteger(port) && port >= 1 && port <= 65535
    ? null
    : 'This value should be between 1 and 65535.';
}

/**
 * A remote file path: absolute, naming a file, and with `*` and `?` only in its last segment (the
 * folder is listed, the first match in name order is taken).
 */
export function remotePathProblem(path: string): string | null {
  if (path.trim() === '') return BLANK;
  if (path.includes('\0')) return 'The path must not contain a NUL character.';
  if (/[\r\n]/.test(path)) return 'The path must not contain a line break.';
  if (!path.startsWith('/')) return 'The path must be absolute: start it with /.';
  if (path.endsWith('/')) return 'The path must name a file, not end with /.';
  if (/[*?]/.test(path.slice(0, path.lastIndexOf('/')))) {
    return 'Wildcards (* and ?) are allowed in the last segment of the path only.';
  }
  return tooLong(path, 1024);
}

/** RFC 9110 token characters. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function headerNameProblem(name: string): string | null {
  if (TOKEN.test(name) && name.length <= 256) return null;
  return "This is not a valid name: use letters, digits and !#$%&'*+.^_`|~- only.";
}

export function headerValueProblem(value: string): string | null {
  // A line break would let a value start a header or a request of its own.
  if (/[\0\r\n]/.test(value)) return 'A header value must not contain a line break or a NUL character.';
  return tooLong(value, 8192);
}

export function cookieValueProblem(value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a cookie value holds no control character (RFC 6265)
  if (/[\0-\x1f\x7f;",\\]/.test(value)) {
    return 'A cookie value must not contain control characters, a semicolon, a comma, a quote or a backslash.';
  }
  return tooLong(value, 4096);
}

/** `*@partner.com`, `orders@partner.com`, `*@*.partner.com` or `*`: the e-mail's characters and `*`. */
export function senderPatternProblem(pattern: string): string | null {
  if (pattern.trim() === '') return BLANK;
  if (!/^[A-Za-z0-9.!#$%&'+/=?^_`{|}~*-]+(@[A-Za-z0-9.*-]+)?$/.test(pattern)) {
    return 'This is not an e-mail address pattern such as *@partner.com.';
  }
  return tooLong(pattern, 254);
}

/** A regular expression in RE2 syntax, within the bounds every pattern a tenant writes has. */
export function patternFieldProblem(pattern: string): string | null {
  const tooLarge = regexBoundProblem(pattern);
  if (tooLarge) return `This regular expression ${tooLarge}.`;
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (error) {
    return `This is not a valid regular expression: ${(error as Error).message}`;
  }
}

/** A dotted path to a value in a JSON answer (`data.items`); empty means the answer itself. */
export function jsonPathProblem(path: string): string | null {
  if (path === '') return null;
  if (!/^[^.\s]+(\.[^.\s]+)*$/.test(path)) return 'This is not a dotted path such as data.items.';
  return tooLong(path, 255);
}

export function oneOf(value: string, allowed: readonly string[]): string | null {
  return allowed.includes(value) ? null : `The value must be one of ${allowed.join(', ')}.`;
}
