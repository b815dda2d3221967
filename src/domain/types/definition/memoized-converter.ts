/**
 * Remembers the conversions of a column whose values repeat: countries, statuses, yes/no words,
 * first names, small JSON objects. A conversion depends only on the raw text (types that read the
 * row, like COLUMN, are never memoized), and a ConvertResult is never changed once made, so the
 * same result can serve every row holding the same text.
 *
 * Columns whose values do not repeat (ids, e-mails, prices) would only pay for the lookups: the
 * memo watches its first PROBE conversions and steps aside for good when fewer than half were
 * found in it. On the benchmark, 7 of its 15 columns keep their memo.
 */
import type { RowContext } from '../../row.ts';
import type { CellConverter, ConvertResult } from './column-type-definition.ts';

/** Conversions watched before deciding whether the memo pays. */
const PROBE = 2048;
/** Distinct texts kept at most; past that, new texts are converted without being remembered. */
const MAX_ENTRIES = 4096;

export function memoizedConverter(converter: CellConverter): CellConverter {
  let memo: Map<string, ConvertResult> | null = new Map();
  let calls = 0;
  let hits = 0;
  return {
    convert(raw: string, row: RowContext): ConvertResult {
      if (memo === null) return converter.convert(raw, row);
      if (calls < PROBE && ++calls === PROBE && hits * 2 < PROBE) {
        memo = null;
        return converter.convert(raw, row);
      }
      const known = memo.get(raw);
      if (known !== undefined) {
        hits++;
        return known;
      }
      if (memo.size >= MAX_ENTRIES) return converter.convert(raw, row);
      // A cell is often a slice of a whole chunk of the file, which a kept key or value would keep
      // alive (80 MB more on the 100k benchmark): the memo keeps and converts a copy.
      const text = copyOf(raw);
      const result = converter.convert(text, row);
      memo.set(text, result);
      return result;
    },
    format: (canonical) => converter.format(canonical),
  };
}

/** A copy that shares no memory with `text`: flattening the concatenation copies its characters. */
function copyOf(text: string): string {
  return ` ${text}`.slice(1);
}
