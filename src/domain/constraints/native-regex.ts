/**
 * A JavaScript RegExp that finds exactly what an RE2 pattern finds, for the simple patterns
 * receivers usually write (`^[^@\s]+@[^@\s]+\.[a-z]{2,}$`): literals, `.`, `^`, `$`, groups,
 * alternation, quantifiers, classes of literals and ranges, and `\d` `\s` `\w` with their
 * negations. RE2's meanings are spelled out (`\s` is `[\t\n\f\r ]`, `.` is `[^\n]`) and every
 * literal is written as a code point escape, in a `u` RegExp so that both count code points.
 * Both engines search for any match, and lazy or greedy repetition finds the same ones, so `test`
 * answers the same. Any other syntax gives null and the pattern stays on RE2. Running RE2 on
 * every e-mail cell of the benchmark template was 2.5 % of a 1M-row profile; the native test
 * stays linear on these patterns, which have no backreference.
 */

const SPACE = '\\t\\n\\f\\r ';
const DIGIT = '0-9';
const WORD = '0-9A-Za-z_';
const CLASS_ESCAPES: Record<string, string> = {
  d: `[${DIGIT}]`,
  D: `[^${DIGIT}]`,
  s: `[${SPACE}]`,
  S: `[^${SPACE}]`,
  w: `[${WORD}]`,
  W: `[^${WORD}]`,
};
const IN_CLASS: Record<string, string> = { d: DIGIT, s: SPACE, w: WORD };

/** ASCII punctuation: escaped, it stands for itself in RE2. */
const PUNCTUATION = /^[!-/:-@[-`{-~]$/;
const REPEAT = /^\{(\d+)(,(\d*))?\}/;

function literal(ch: string): string {
  return `\\u{${ch.codePointAt(0)!.toString(16)}}`;
}

/** Reads a class from `[` at `start`; its translation and where it ends, or null. */
function readClass(pattern: string, start: number): { source: string; end: number } | null {
  let i = start + 1;
  let source = '[';
  if (pattern[i] === '^') {
    source += '^';
    i++;
  }
  if (pattern[i] === ']') return null;
  let items = 0;
  while (i < pattern.length && pattern[i] !== ']') {
    let item: string;
    let single: string | null = null;
    const ch = String.fromCodePoint(pattern.codePointAt(i)!);
    if (ch === '[') return null;
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      if (IN_CLASS[next] !== undefined) {
        item = IN_CLASS[next]!;
        // `[\d-z]` is no range: left to RE2.
        if (pattern[i + 2] === '-' && pattern[i + 3] !== ']') return null;
      } else if (PUNCTUATION.test(next)) single = next;
      else return null;
      i += 2;
    } else {
      single = ch;
      i += ch.length;
    }
    if (single !== null) {
      item = literal(single);
      // A range: a literal, `-`, a literal (a `-` before `]` is itself a literal).
      if (pattern[i] === '-' && pattern[i + 1] !== ']' && i + 1 < pattern.length) {
        const to = String.fromCodePoint(pattern.codePointAt(i + 1)!);
        if (to === '\\' || to === '[') return null;
        item += `-${literal(to)}`;
        i += 1 + to.length;
      }
    }
    source += item!;
    items++;
  }
  if (i >= pattern.length || items === 0) return null;
  return { source: `${source}]`, end: i + 1 };
}

/** The RegExp for an RE2 pattern compiled with the default flags, or null. */
export function nativeRegex(pattern: string): RegExp | null {
  let source = '';
  // Whether the last piece can take a quantifier: not at the start, after `(`, `|`, an anchor or a quantifier.
  let repeatable = false;
  let depth = 0;
  let i = 0;
  while (i < pattern.length) {
    const ch = String.fromCodePoint(pattern.codePointAt(i)!);
    if (ch === '*' || ch === '+' || ch === '?' || ch === '{') {
      if (!repeatable) return null;
      let quantifier = ch;
      let length = 1;
      if (ch === '{') {
        const m = REPEAT.exec(pattern.slice(i));
        if (!m) return null;
        quantifier = m[0];
        length = m[0].length;
      }
      if (pattern[i + length] === '?') {
        quantifier += '?';
        length++;
      }
      source += quantifier;
      i += length;
      repeatable = false;
      continue;
    }
    if (ch === '^' || ch === '$') {
      source += ch;
      repeatable = false;
    } else if (ch === '|') {
      source += '|';
      repeatable = false;
    } else if (ch === '(') {
      if (pattern[i + 1] === '?') {
        if (pattern[i + 2] !== ':') return null;
        source += '(?:';
        i += 3;
      } else {
        source += '(';
        i += 1;
      }
      depth++;
      repeatable = false;
      continue;
    } else if (ch === ')') {
      if (depth === 0) return null;
      depth--;
      source += ')';
      repeatable = true;
    } else if (ch === '.') {
      source += '[^\\n]';
      repeatable = true;
    } else if (ch === '[') {
      const cls = readClass(pattern, i);
      if (cls === null) return null;
      source += cls.source;
      i = cls.end;
      repeatable = true;
      continue;
    } else if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      if (CLASS_ESCAPES[next] !== undefined) source += CLASS_ESCAPES[next];
      else if (PUNCTUATION.test(next)) source += literal(next);
      else return null;
      i += 2;
      repeatable = true;
      continue;
    } else if (ch === ']' || ch === '}') {
      return null;
    } else {
      source += literal(ch);
      repeatable = true;
    }
    i += ch.length;
  }
  if (depth !== 0) return null;
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}
