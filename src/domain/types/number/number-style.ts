import { type DecimalMark, readNumber } from './read-number.ts';

/**
 * The decimal mark of a column, decided from its first values: every value that proves a mark on
 * its own (`1.234,5`, `12,5`, `1,234,567`) votes, the majority wins. Without any proof, `fallback`.
 * Only ambiguous values (`1,234`) depend on this choice.
 */
export function decideDecimalMark(samples: readonly string[], fallback: DecimalMark): DecimalMark {
  let dot = 0;
  let comma = 0;
  for (const sample of samples) {
    const text = sample.trim();
    if (text === '') continue;
    const reading = readNumber(text, fallback);
    if (reading?.evidence === '.') dot++;
    else if (reading?.evidence === ',') comma++;
  }
  if (dot === comma) return fallback;
  return dot > comma ? '.' : ',';
}
