import { describe, expect, it } from 'vitest';
import { checkUrl, hasTld, type UrlRules } from '../../../src/domain/types/web/check-url.ts';
import { readPlainHttpUrl } from '../../../src/domain/types/web/plain-http-url.ts';

const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** hasTld as a slice and a regex. */
function hasTldByRegex(hostname: string): boolean {
  const dot = hostname.lastIndexOf('.');
  if (dot <= 0) return false;
  return TLD.test(hostname.slice(dot + 1));
}

/** checkUrl with `new URL` for every text. */
function checkUrlByParser(raw: string, rules: UrlRules): { text: string; pathname: string } | null {
  let text = raw.trim();
  if (/\s/.test(text)) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    if (rules.missingScheme === null) return null;
    text = `${rules.missingScheme}://${text}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!rules.schemes.has(url.protocol.slice(0, -1))) return null;
  if (url.hostname === '' && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (rules.requireTld && !hasTldByRegex(url.hostname)) return null;
  return { text, pathname: url.pathname };
}

const RULES: UrlRules[] = [
  { schemes: new Set(['http', 'https']), requireTld: true, missingScheme: 'https' },
  { schemes: new Set(['https']), requireTld: true, missingScheme: 'https' },
  { schemes: new Set(['http', 'https']), requireTld: false, missingScheme: null },
];

const SAMPLES = [
  'https://www.dupont-sarl.fr',
  'http://atelier-lumiere.fr',
  'www.mueller-gmbh.fr',
  'https://cdn.example.com/p/1.webp',
  'https://cdn.example.com/p/a_b~c-d.e/f.JPG',
  'https://1.2.3.4',
  'http://a.b.c.de/x//y.png',
  'https://exemple.xn--p1ai/a.png',
  'https://x.y.z.co',
];
const CHANGES = [
  'a',
  'Z',
  '0',
  '9',
  '-',
  '.',
  '/',
  '_',
  '~',
  ':',
  '@',
  '?',
  '#',
  '%',
  '\\',
  'é',
  ' ',
  'x',
  'n',
];

/** The samples with each character replaced, removed, or followed by another. */
function variants(): string[] {
  const out = new Set<string>();
  for (const s of SAMPLES) {
    out.add(s);
    for (let i = 0; i < s.length; i++) {
      out.add(s.slice(0, i) + s.slice(i + 1));
      for (const ch of CHANGES) {
        out.add(s.slice(0, i) + ch + s.slice(i + 1));
        out.add(s.slice(0, i) + ch + s.slice(i));
      }
    }
    for (const tail of [
      '/',
      '/.',
      '/..',
      '/./a.png',
      '/a/../b.png',
      '/.hidden.png',
      '.',
      '-',
      ':443',
      '?q=1',
      '#f',
    ]) {
      out.add(s + tail);
    }
  }
  return [...out];
}

describe('plain http(s) URLs', () => {
  it.each([
    ['https://www.dupont-sarl.fr', 8, 26],
    ['http://a.b/c.png', 7, 10],
    ['https://a-b.c-d/', 8, 15],
  ])('reads %j as plain', (text, hostStart, hostEnd) => {
    expect(readPlainHttpUrl(text)).toMatchObject({ hostStart, hostEnd });
  });

  it.each([
    'HTTPS://example.fr',
    'https://Example.fr',
    'https://example.fr:443',
    'https://user@example.fr',
    'https://example.fr?q',
    'https://example.fr/a%20b',
    'https://example.fr/./a',
    'https://example.fr/.a',
    'https://ex--ample.fr',
    'https://xn--p1ai.fr',
    'https://-a.fr',
    'https://a-.fr',
    'https://a..fr',
    'https://.a.fr',
    'https://example.fr.',
    'https://',
    'ftp://example.fr',
    'https://example.fr\\a',
  ])('leaves %j to the URL parser', (text) => {
    expect(readPlainHttpUrl(text)).toBeNull();
  });

  it('agrees with the URL parser on texts around the usual shapes', () => {
    const texts = variants();
    expect(texts.length).toBeGreaterThan(5000);
    for (const text of texts) {
      for (const rules of RULES)
        expect([text, checkUrl(text, rules)]).toEqual([text, checkUrlByParser(text, rules)]);
    }
  });

  it('finds top-level domains as the regex does', () => {
    const hosts = [
      'example.com',
      'a.b',
      'a.bc',
      '.com',
      'com',
      'a.c0m',
      'a.xn--p1ai',
      'a.xn--',
      'a.xn--a',
      'a.XN--A',
    ];
    hosts.push(
      `a.${'b'.repeat(63)}`,
      `a.${'b'.repeat(64)}`,
      `a.xn--${'b'.repeat(59)}`,
      `a.xn--${'b'.repeat(60)}`,
    );
    hosts.push('a.xn-p1ai', 'a.x-n--', 'a.é', '', '.', 'a.', 'a.b-c', 'a.bc.');
    for (const host of hosts) expect([host, hasTld(host)]).toEqual([host, hasTldByRegex(host)]);
  });
});
