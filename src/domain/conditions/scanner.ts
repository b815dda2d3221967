/**
 * Cuts a conditions text into parts: the pieces between separators. A separator is a `/` or a
 * line break with any whitespace around it (one `/` at most: `//` leaves an empty part). References
 * are recognised here, not in the parser, because a source header may itself hold a `/`.
 */
import type { ColumnRefKind } from '../row.ts';
import { positionAt } from './position.ts';
import { ConditionSyntaxError } from './syntax-error.ts';

/** A reference part such as `%(Price (EUR))`, name unescaped and trimmed. */
export interface ReferencePart {
  kind: 'reference';
  refKind: ColumnRefKind;
  name: string;
  /** Offset of the sigil. */
  start: number;
  /** The part as written, for error messages. */
  raw: string;
}

/** Any other part: a chaining word, an operator or a literal, still escaped, trimmed. */
export interface WordPart {
  kind: 'word';
  /** Trimmed text as written; '' for an empty part (`//`). */
  raw: string;
  start: number;
}

export type Part = ReferencePart | WordPart;

export const SIGILS: Record<string, ColumnRefKind> = { '#': 'target', '%': 'source', '*': 'custom' };

const isLineBreak = (c: string | undefined) => c === '\n' || c === '\r';
const isBlank = (c: string | undefined) => c !== undefined && c.trim() === '';

/** Characters a backslash escapes inside a reference name. */
const NAME_ESCAPES = new Set(['\\', '(', ')']);

export function scanParts(text: string): Part[] {
  const parts: Part[] = [];
  let pos = skipBlank(text, 0);
  // A leading `/` is an omitted chaining on the first condition, as the specification's
  // `[chaining]/[left]/…` shape reads literally.
  if (text[pos] === '/') pos = skipBlank(text, pos + 1);
  while (pos < text.length) {
    const refKind = SIGILS[text[pos] ?? ''];
    const part = refKind && text[pos + 1] === '(' ? scanReference(text, pos, refKind) : scanWord(text, pos);
    parts.push(part.part);
    pos = skipBlank(text, part.end);
    if (text[pos] === '/') pos = skipBlank(text, pos + 1);
  }
  return parts;
}

function skipBlank(text: string, from: number): number {
  let pos = from;
  while (isBlank(text[pos])) pos++;
  return pos;
}

function scanReference(text: string, start: number, refKind: ColumnRefKind): { part: Part; end: number } {
  let name = '';
  let depth = 0;
  let pos = start + 2;
  for (; ; pos++) {
    const c = text[pos];
    if (c === undefined || isLineBreak(c)) {
      const found = c === undefined ? 'end of input' : 'end of line';
      const opened = positionAt(text, start);
      const expected = `")" closing the reference opened at line ${opened.line}, column ${opened.column}`;
      throw new ConditionSyntaxError(text, pos, expected, found);
    }
    if (c === '\\' && NAME_ESCAPES.has(text[pos + 1] ?? '')) {
      name += text[++pos];
      continue;
    }
    // Parentheses inside a name nest, so `%(Price (EUR))` needs no escaping.
    if (c === '(') depth++;
    if (c === ')' && depth-- === 0) break;
    name += c;
  }
  const end = pos + 1;
  const raw = text.slice(start, end);
  if (name.trim() === '') {
    throw new ConditionSyntaxError(text, start + 2, 'a column name inside the reference', raw);
  }
  const after = skipInline(text, end);
  if (after < text.length && text[after] !== '/' && !isLineBreak(text[after])) {
    const rest = text.slice(after).split(/[/\r\n]/, 1)[0] ?? '';
    throw new ConditionSyntaxError(text, after, '"/" or a line break after the reference', rest.trim());
  }
  return { part: { kind: 'reference', refKind, name: name.trim(), start, raw }, end: after };
}

/** Skips spaces and tabs, not line breaks. */
function skipInline(text: string, from: number): number {
  let pos = from;
  while (isBlank(text[pos]) && !isLineBreak(text[pos])) pos++;
  return pos;
}

function scanWord(text: string, start: number): { part: Part; end: number } {
  let pos = start;
  while (pos < text.length) {
    const c = text[pos];
    if (c === '\\' && (text[pos + 1] === '/' || text[pos + 1] === '\\')) pos += 2;
    else if (c === '/' || isLineBreak(c)) break;
    else pos++;
  }
  return { part: { kind: 'word', raw: text.slice(start, pos).trim(), start }, end: pos };
}
