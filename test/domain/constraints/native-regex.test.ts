import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { nativeRegex } from '../../../src/domain/constraints/native-regex.ts';

const PATTERNS = [
  '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
  '^[A-Z]{2}\\d+$',
  '\\d{5}',
  '^\\d{4,5}$',
  '^(FR|DE|BE)-\\d{3}$',
  '^(?:ab|cd)+?$',
  'a.c',
  '^.*$',
  '^\\w+$',
  '^\\W+$',
  '^\\S*$',
  '^\\D',
  '[-a-c]',
  '[a-c-]',
  '[a-b-d]',
  '[^a-z0-9._%+-]',
  '[\\.\\-\\]]',
  '\\$\\^\\(\\)\\{\\}\\|\\?\\*\\+\\/\\_',
  '^é+ß?$',
  '^😀{2}$',
  '^[😀a]{2}$',
  '^.{3}$',
  'x|',
  '()a',
  '^$',
  'a{2}b{1,}c{0,3}?',
  ' ',
  '@',
];

/** Patterns left to RE2: syntax outside the translated subset. */
const LEFT_TO_RE2 = [
  '(?i)abc',
  '(?P<x>a)',
  '\\bword\\b',
  '\\pL+',
  '[[:alpha:]]',
  '[\\d-z]',
  '[]a]',
  'a{',
  'a{,2}',
  '{2}',
  '\\x41',
  '\\n',
  '\\Aabc\\z',
  '[^\\n]',
  '\\Qa.b\\E',
];

const TEXTS = [
  '',
  'a',
  'abc',
  'aXc',
  'a\nc',
  'a\rc',
  'a\u2028c',
  'jean.dupont@exemple.fr',
  'jean dupont@exemple.fr',
  'jean@dupont@exemple.fr',
  'jean\t@exemple.fr',
  'jean\u00a0@exemple.fr',
  'jean\u000b@exemple.fr',
  'jean\u000c@exemple.fr',
  'jean@exemple.FR',
  'jean@exemple.f',
  'jean@exemple.fr\n',
  'FR12',
  'FR-123',
  'DE-1234',
  '12345',
  '1234',
  '١٢٣٤٥',
  'abab',
  'cdab',
  'éé',
  'éß',
  '😀😀',
  '😀a',
  '😀',
  'a😀b',
  '\ud83d',
  '\ud83d\ud83d',
  'a-b',
  '%',
  '$^(){}|?*+/_',
  ']',
  '.',
  '-',
  ' ',
  '@',
  'aabbbccc',
  'abbc',
  '_w0rd_',
  'ÀÉ',
];

describe('nativeRegex', () => {
  it.each(PATTERNS)('translates %j', (pattern) => {
    expect(nativeRegex(RE2JS.compile(pattern).pattern())).not.toBeNull();
  });

  it.each(LEFT_TO_RE2)('leaves %j to RE2', (pattern) => {
    expect(nativeRegex(pattern)).toBeNull();
  });

  it('finds what RE2 finds', () => {
    for (const pattern of PATTERNS) {
      const re2 = RE2JS.compile(pattern);
      const native = nativeRegex(pattern)!;
      for (const text of TEXTS) {
        expect([pattern, text, native.test(text)]).toEqual([pattern, text, re2.test(text)]);
      }
    }
  });

  it('finds what RE2 finds on generated e-mail-like texts', () => {
    const pattern = '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$';
    const re2 = RE2JS.compile(pattern);
    const native = nativeRegex(pattern)!;
    const parts = ['a', 'Z', '9', '.', '@', ' ', '\t', '\n', '\u00a0', 'é', '😀', '-', 'fr', 'FR'];
    let count = 0;
    for (const a of parts) {
      for (const b of parts) {
        for (const c of parts) {
          for (const d of parts) {
            const text = `${a}${b}@${c}x.${d}`;
            count++;
            expect([text, native.test(text)]).toEqual([text, re2.test(text)]);
          }
        }
      }
    }
    expect(count).toBe(parts.length ** 4);
  });
});
