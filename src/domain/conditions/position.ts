import type { SourcePosition } from './expression.ts';

/** Line and column of a character offset; CRLF counts as one line break. Reads the text up to it. */
export function positionAt(text: string, offset: number): SourcePosition {
  return linePositions(text)(offset);
}

/**
 * Positions in one text, its line starts found once: the parser asks for the position of every
 * condition and operand, and scanning from the start each time made a 20,001-condition text take
 * 21 s to parse (quadratic); a binary search over the line starts keeps the whole parse linear.
 */
export function linePositions(text: string): (offset: number) => SourcePosition {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return (offset) => {
    // The last line start at or before the offset; a break at the offset itself is not yet passed.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { offset, line: low + 1, column: offset - starts[low]! + 1 };
  };
}
