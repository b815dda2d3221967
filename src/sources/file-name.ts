/**
 * The name of a file fetched by URL: the answer's Content-Disposition (`filename*` in RFC 5987
 * form first, then `filename`), else the last segment of the address that answered. Whatever a
 * server says, the result is a bare name: no folder, no control character, at most 255 characters.
 */

const FALLBACK = 'download';

export function fileNameOf(contentDisposition: string | undefined, url: string): string {
  const fromHeader = contentDisposition ? dispositionName(contentDisposition) : null;
  return bareName(fromHeader ?? pathName(url)) ?? FALLBACK;
}

function dispositionName(header: string): string | null {
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    const decoded = decodeExtended(extended[1] ?? '', extended[2]!.trim());
    if (decoded) return decoded;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!.trim();
}

function decodeExtended(charset: string, value: string): string | null {
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(value);
    if (/^iso-8859-1$/i.test(charset)) {
      return value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    // A malformed escape: fall back to the plain filename parameter.
  }
  return null;
}

function pathName(url: string): string {
  try {
    const segment = new URL(url).pathname.split('/').pop() ?? '';
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

function bareName(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!base || base === '.' || base === '..') return null;
  return base.length > 255 ? base.slice(0, 255) : base;
}
