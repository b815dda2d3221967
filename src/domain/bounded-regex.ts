/**
 * Bounds on the regular expressions receivers write (REGEX conditions, matches_regex constraints).
 * RE2 (re2js) matches in linear time, but compiling is not free: it expands every counted
 * repetition, so the 988-character `(?:a{1000}|b{1000})` × 52 becomes 104,000 instructions and
 * takes 0.6 s to compile (and as long to test one 1,000-character value). The size is estimated
 * from the text before anything is compiled.
 */

/** Characters in a pattern. */
export const MAX_REGEX_LENGTH = 1_000;

/**
 * Estimated program size (about one step per atom, repetitions expanded). At 5,000 steps compiling
 * took 5–30 ms and testing one 1,000-character value up to 575 ms (`(?:.*a.*b){400}`); real patterns
 * (postcodes, IBANs, e-mail addresses) stay under 500.
 */
export const MAX_REGEX_SIZE = 2_000;

const count = (n: number) => n.toLocaleString('en-US');

/** Why a pattern is too large to compile, as the end of "This regular expression …", or undefined. */
export function regexBoundProblem(pattern: string): string | undefined {
  if (pattern.length > MAX_REGEX_LENGTH) {
    return `has ${count(pattern.length)} characters, more than the ${count(MAX_REGEX_LENGTH)} allowed`;
  }
  const size = estimatedRegexSize(pattern);
  if (size <= MAX_REGEX_SIZE) return undefined;
  return `repeats enough to expand to about ${count(size)} steps, more than the ${count(MAX_REGEX_SIZE)} allowed`;
}

const REPEAT = /^\{(\d*)(,?)(\d*)\}/;

/**
 * The size RE2 would give the pattern, over-estimated: every atom (a character, an escape, a
 * class) is 1, a group the sum of its branches, and `{n,m}` multiplies what it repeats by its
 * largest count. It only reads the syntax that changes sizes; RE2 still judges validity.
 */
export function estimatedRegexSize(pattern: string): number {
  // One frame per open group: its size so far and the size of its last atom.
  const frames: { size: number; last: number }[] = [{ size: 0, last: 0 }];
  const atom = (size: number) => {
    const frame = frames.at(-1)!;
    frame.size += size;
    frame.last = size;
  };
  const repeat = (times: number) => {
    const frame = frames.at(-1)!;
    frame.size += frame.last * (times - 1) + 1;
    frame.last *= times;
  };
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === '\\') {
      i = skipEscape(pattern, i);
      atom(1);
    } else if (c === '[') {
      i = skipClass(pattern, i);
      atom(1);
    } else if (c === '(') {
      frames.push({ size: 0, last: 0 });
      i = skipGroupPrefix(pattern, i + 1);
    } else if (c === ')' && frames.length > 1) {
      const group = frames.pop()!;
      atom(group.size + 1);
      i++;
    } else if (c === '|') {
      frames.at(-1)!.size += 1;
      frames.at(-1)!.last = 0;
      i++;
    } else if (c === '*' || c === '+' || c === '?') {
      repeat(1);
      i++;
    } else if (c === '{' && REPEAT.test(pattern.slice(i, i + 16))) {
      const [whole, min, comma, max] = REPEAT.exec(pattern.slice(i, i + 16))!;
      repeat(Math.max(Number(min || 0), Number(max || 0), comma ? Number(min || 0) + 1 : 0, 1));
      i += whole.length;
    } else {
      atom(1);
      i++;
    }
  }
  return frames.reduce((total, frame) => total + frame.size, 0);
}

/** Past an escape: `\pL`, `\p{Greek}`, `\x{263a}`, `\Q…\E` (each quoted character an atom would be more exact; one is enough). */
function skipEscape(pattern: string, at: number): number {
  const kind = pattern[at + 1];
  if (kind === 'Q') {
    const end = pattern.indexOf('\\E', at + 2);
    return end < 0 ? pattern.length : end + 2;
  }
  if ((kind === 'p' || kind === 'P' || kind === 'x') && pattern[at + 2] === '{') {
    const end = pattern.indexOf('}', at + 3);
    return end < 0 ? pattern.length : end + 1;
  }
  return kind === 'p' || kind === 'P' ? at + 3 : at + 2;
}

/** Past a character class: a leading `^` and `]` are part of it, as are `[:alpha:]` and escapes. */
function skipClass(pattern: string, at: number): number {
  let i = at + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  while (i < pattern.length && pattern[i] !== ']') {
    if (pattern[i] === '\\') i = skipEscape(pattern, i);
    else if (pattern.startsWith('[:', i)) {
      const end = pattern.indexOf(':]', i + 2);
      i = end < 0 ? i + 1 : end + 2;
    } else i++;
  }
  return i + 1;
}

/** Past `?:`, `?P<name>`, `?<name>` or flags such as `?i:` at the start of a group. */
function skipGroupPrefix(pattern: string, at: number): number {
  if (pattern[at] !== '?') return at;
  let i = at + 1;
  if (pattern[i] === 'P') i++;
  if (pattern[i] === '<') {
    const end = pattern.indexOf('>', i);
    return end < 0 ? pattern.length : end + 1;
  }
  while (i < pattern.length && /[a-zA-Z-]/.test(pattern[i]!)) i++;
  return pattern[i] === ':' ? i + 1 : i;
}
