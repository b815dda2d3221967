import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileDateParser, compileRegexDateParser } from '../../../src/domain/types/date/date-parser.ts';
import { longestDate, type Piece, tokenizeDateFormat } from '../../../src/domain/types/date/date-pattern.ts';
import { compileGreedyDateReader } from '../../../src/domain/types/date/greedy-date.ts';

const pieces = (format: string) => tokenizeDateFormat(format) as Piece[];
const greedy = (format: string) => compileGreedyDateReader(pieces(format), longestDate(pieces(format)));

const TOKENS = ['YYYY', 'YY', 'MMMM', 'MMM', 'MM', 'M', 'DD', 'D', 'HH', 'H', 'hh', 'h', 'mm', 'ss', 'A'];
const SEPARATORS = ['/', '-', ' ', '.', ', ', ':', '[T]', '[le ]', '[1]', '[.]'];
const format = fc
  .array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...SEPARATORS, '')), {
    minLength: 1,
    maxLength: 7,
  })
  .map((parts) => parts.map(([token, sep]) => token + sep).join(''));
/** Values for each token: the first ones fit it, the last one nearly does. */
const VALUES: Record<string, string[]> = {
  YYYY: ['2024', '1999', '202'],
  YY: ['24', '99', '9'],
  MMMM: ['mars', 'Sept.', 'décembre', 'Mayy'],
  MMM: ['Jan', 'févr.', 'dec', 'xyz'],
  MM: ['03', '12', '3'],
  M: ['3', '12', '123'],
  DD: ['05', '28', '5'],
  D: ['5', '28', '280'],
  HH: ['10', '09', '1'],
  hh: ['10', '09', '1'],
  H: ['9', '10', '123'],
  h: ['9', '10', '123'],
  mm: ['05', '59', '5'],
  ss: ['05', '59', '5'],
  A: ['AM', 'pm', 'Pa'],
};

/** Texts near the format's shape: each token read from a value that fits it or nearly does. */
const cellFor = (f: string) =>
  fc
    .array(fc.tuple(fc.nat(3), fc.constantFrom('', '/', '-', ' ', '.', 'T', '1'), fc.nat(5)), {
      minLength: 12,
      maxLength: 12,
    })
    .map((choices) =>
      pieces(f)
        .map((p, i) => {
          const [value, sep, keep] = choices[i % 12]!;
          if ('literal' in p) return keep > 0 ? p.literal : sep;
          const values = VALUES[p.token]!;
          return values[value % values.length];
        })
        .join(''),
    );

describe('the greedy date reader', () => {
  it.each([
    'D/M/YYYY',
    'D MMMM YYYY',
    'MMM D, YYYY h:mm A',
    '[le] D MMMM YYYY [à] H[h]mm',
    'YYYY-M-D',
    'MMMMYYYY',
  ])('reads %s', (format) => expect(greedy(format)).not.toBeNull());

  it.each([
    'MDYYYY',
    'DMMYYYY',
    'MMMM.YYYY',
    'MMMMA YYYY',
    'MMMM[x]YYYY',
    'D1M YYYY',
    'MMMM MMMMYYYY'.replace(' ', ''),
  ])('leaves %s, whose tokens compete for the same characters, to RE2', (format) =>
    expect(greedy(format)).toBeNull(),
  );

  it('reads the usual shapes', () => {
    expect(compileDateParser(pieces('D/M/YYYY'))('5/3/2024')).toMatchObject({ year: 2024, month: 3, day: 5 });
    expect(compileDateParser(pieces('D MMMM YYYY'))('12 févr. 2024')).toMatchObject({ month: 2, day: 12 });
    expect(compileDateParser(pieces('MMM D, YYYY h:mm A'))('Mar 12, 2024 2:05 PM')).toMatchObject({
      hour: 14,
      minute: 5,
    });
    expect(compileDateParser(pieces('D/M/YYYY'))('123/3/2024')).toBeNull();
  });

  it('reads exactly what RE2 reads, on formats it takes and texts near their shape', () => {
    fc.assert(
      fc.property(
        format
          .filter((f) => greedy(f) !== null)
          .chain((f) => fc.tuple(fc.constant(f), cellFor(f), fc.string({ maxLength: 20 }))),
        ([f, cell, noise]) => {
          const byGreedy = greedy(f)!;
          const byRegex = compileRegexDateParser(pieces(f));
          for (const text of [cell, cell + noise, noise + cell, cell.slice(1), cell.slice(0, -1)]) {
            expect([f, text, byGreedy(text)]).toEqual([f, text, byRegex(text)]);
          }
        },
      ),
      { seed: 13, numRuns: 1_000 },
    );
  });
});
