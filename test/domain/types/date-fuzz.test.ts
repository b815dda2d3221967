/**
 * Generated date formats and cells: checking a format and reading a cell never throw, a date read is
 * a real one, and long cells against formats of many variable-width tokens are read in time linear
 * in their length (a backtracking reader would not finish within the guard timeout).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidDateTime } from '../../../src/domain/types/date/calendar.ts';
import { checkDateFormat } from '../../../src/domain/types/date/date-format-check.ts';
import { compileDateParser } from '../../../src/domain/types/date/date-parser.ts';
import { DATE_TOKENS, validPieces } from '../../../src/domain/types/date/date-pattern.ts';
import { detectDate } from '../../../src/domain/types/date/detect-date.ts';

const SEED = 13;

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...DATE_TOKENS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('/', '-', '.', ' ', ':', 'T', '[le] ', '[', ']', '\\', '(', '+', '*'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
);
const format = fc.array(piece, { minLength: 1, maxLength: 40 }).map((pieces) => pieces.join(''));
/** Formats that do read, most of them ambiguous: runs of variable-width tokens next to each other. */
const validFormat = format.filter((f) => checkDateFormat(f, 'format', 'input').length === 0);

const run = (chars: string) =>
  fc.tuple(fc.constantFrom(...chars), fc.integer({ min: 1, max: 3_000 })).map(([c, n]) => c.repeat(n));
const cell = fc
  .array(fc.oneof(run('0123456789'), run('aZé'), fc.constantFrom('/', '-', ' ', 'AM', 'pm', '.', 'x')), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

describe('date formats and cells from a hostile source', () => {
  it('checks any format without throwing, with a message for each problem', () => {
    fc.assert(
      fc.property(format, fc.constantFrom('input' as const, 'output' as const), (f, usage) => {
        for (const violation of checkDateFormat(f, 'format', usage)) {
          expect(violation.message).not.toBe('');
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('reads any cell with any valid format in linear time, never throwing, only real dates', {
    timeout: 20_000,
  }, () => {
    fc.assert(
      fc.property(validFormat, cell, (f, text) => {
        const d = compileDateParser(validPieces(f))(text);
        if (d !== null) expect(isValidDateTime(d)).toBe(true);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('reads the worst shape of cell, a long run of digits, against runs of M and D', {
    timeout: 10_000,
  }, () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('M', 'D', 'H', 'h'), { minLength: 10, maxLength: 40 }),
        fc.integer({ min: 40, max: 5_000 }),
        (tokens, digits) => {
          const parse = compileDateParser(validPieces(`${tokens.join('')}MYYYY`));
          expect(parse(`${'9'.repeat(digits)}x`)).toBeNull();
        },
      ),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('detects dates in any cell without throwing', () => {
    fc.assert(
      fc.property(cell, fc.boolean(), fc.boolean(), (text, dayFirst, excelSerial) => {
        const d = detectDate(text, { dayFirst, excelSerial });
        if (d !== null) expect(isValidDateTime(d)).toBe(true);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
