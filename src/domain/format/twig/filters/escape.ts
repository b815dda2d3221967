/**
 * `escape`/`e` with Twig's strategies (html, xml, js, url, html_attr), and `raw`. Autoescape is
 * off, so `raw` changes nothing; it is accepted for templates written for Twig's defaults.
 */
import { TwigError } from '../errors.ts';
import { toText, type Value } from '../values.ts';
import type { Filter } from './filter.ts';

/** Escapes the five characters XML reserves. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

const JS_SHORT: Record<string, string> = {
  '\\': '\\\\',
  '/': '\\/',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** Twig's `js` strategy: letters, digits, `,` `.` `_` stay; the rest become `\uXXXX` escapes. */
function escapeJs(text: string): string {
  return text.replace(/[^a-zA-Z0-9,._]/g, (char) => {
    return JS_SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  });
}

/** PHP's rawurlencode: RFC 3986, where encodeURIComponent leaves `!'()*` as they are. */
export function rawUrlEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const ATTR_NAMED: Record<string, string> = { '"': '&quot;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Twig's `html_attr` strategy: letters, digits and `,-._` stay; others become character references. */
function escapeHtmlAttr(text: string): string {
  return text.replace(/[^a-zA-Z0-9,\-._]/gu, (char) => {
    const code = char.codePointAt(0)!;
    if ((code <= 0x1f && char !== '\t' && char !== '\n' && char !== '\r') || (code >= 0x7f && code <= 0x9f)) {
      return '&#xFFFD;';
    }
    if (ATTR_NAMED[char]) return ATTR_NAMED[char]!;
    const hex = code.toString(16).toUpperCase();
    return `&#x${code > 255 ? hex.padStart(4, '0') : hex.padStart(2, '0')};`;
  });
}

const STRATEGIES: Record<string, (text: string) => string> = {
  html: escapeHtml,
  xml: escapeXml,
  js: escapeJs,
  url: rawUrlEncode,
  html_attr: escapeHtmlAttr,
};

const escapeFilter: Filter = (input: Value, [strategy = 'html'], budget) => {
  const name = toText(strategy);
  if (!Object.hasOwn(STRATEGIES, name)) {
    throw new TwigError('runtime', 'escape_strategy', {
      strategy: name,
      strategies: Object.keys(STRATEGIES).join(', '),
    });
  }
  return budget.text(STRATEGIES[name]!(toText(input)));
};

export const ESCAPE_FILTERS: Record<string, Filter> = {
  escape: escapeFilter,
  e: escapeFilter,
  raw: (input) => input,
};
