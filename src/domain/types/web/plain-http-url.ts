/**
 * http and https URLs of the commonest shape, read without `new URL`: the lower-case scheme, a
 * host of lower-case ASCII labels (letters and digits, single inner hyphens) separated by single
 * dots, then nothing or a path of letters, digits and `-._~/` in which no segment starts with a
 * dot. The WHATWG parser keeps such a host and path as written (the pathname of an empty path is
 * `/`), and such a host cannot be an IPv4 address once it ends in a top-level domain. Anything else
 * (upper case, a port, user info, a query, `%`, `xn--` labels, which the parser validates) goes to
 * `new URL`. Parsing every URL and image cell was 3.5 % of a 1M-row profile of the benchmark
 * template; the tests check that both readings agree.
 */

/** Where the host of a plain http(s) URL ends, and its scheme; null for any other text. */
export interface PlainHttpUrl {
  scheme: 'http' | 'https';
  hostStart: number;
  hostEnd: number;
}

const SLASH = 47;
const DOT = 46;
const HYPHEN = 45;

function isLowerAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

function isPathChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === HYPHEN ||
    c === DOT ||
    c === 95 ||
    c === 126 ||
    c === SLASH
  );
}

export function readPlainHttpUrl(text: string): PlainHttpUrl | null {
  let scheme: 'http' | 'https';
  let i: number;
  if (text.startsWith('https://')) {
    scheme = 'https';
    i = 8;
  } else if (text.startsWith('http://')) {
    scheme = 'http';
    i = 7;
  } else return null;
  const hostStart = i;
  // Labels: alphanumeric runs joined by single hyphens, separated by single dots.
  for (;;) {
    if (i >= text.length || !isLowerAlnum(text.charCodeAt(i))) return null;
    while (i < text.length && isLowerAlnum(text.charCodeAt(i))) i++;
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c === HYPHEN || c === DOT) {
      i++;
      continue;
    }
    break;
  }
  const hostEnd = i;
  if (i === text.length) return { scheme, hostStart, hostEnd };
  if (text.charCodeAt(i) !== SLASH) return null;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isPathChar(c)) return null;
    if (c === SLASH && text.charCodeAt(i + 1) === DOT) return null;
  }
  return { scheme, hostStart, hostEnd };
}
