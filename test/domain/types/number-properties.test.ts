import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnType } from '../../../src/domain/types/number.ts';
import { EMPTY_ROW } from './support.ts';

/** A canonical number: optional minus, integer without leading zeros, decimals without trailing zeros. */
const canonicalNumber = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.stringMatching(/^\d{0,8}$/))
  .map(([negative, int, frac]) => {
    const trimmed = frac.replace(/0+$/, '');
    const body = trimmed === '' ? String(int) : `${int}.${trimmed}`;
    return negative && body !== '0' ? `-${body}` : body;
  });

const styles = [
  { separator_decimals: ',', separator_thousands: ' ' },
  { separator_decimals: ',', separator_thousands: '.' },
  { separator_decimals: '.', separator_thousands: ',' },
  { separator_decimals: '.', separator_thousands: "'" },
  { separator_decimals: '.', separator_thousands: '' },
];

describe('NUMBER properties', () => {
  it('reads back every number it writes, in every output style, when the style is known', () => {
    fc.assert(
      fc.property(canonicalNumber, fc.constantFrom(...styles), (canonical, style) => {
        const written = columnType.prepare(style, []).format(canonical);
        const reader = columnType.prepare({ input_separator_decimals: style.separator_decimals }, []);
        expect(reader.convert(written, EMPTY_ROW)).toEqual({ ok: true, value: canonical });
      }),
    );
  });

  it('rounds like exact integer arithmetic, half away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }),
        fc.integer({ min: 0, max: 5 }),
        (scaled, decimals) => {
          // scaled / 10^6 rounded to `decimals` places, computed on integers.
          const text = `${scaled < 0n ? '-' : ''}${(scaled < 0n ? -scaled : scaled)
            .toString()
            .padStart(7, '0')
            .replace(/(\d{6})$/, '.$1')}`;
          const unit = 10n ** BigInt(6 - decimals);
          const magnitude = scaled < 0n ? -scaled : scaled;
          const rounded = (magnitude + unit / 2n) / unit;
          const sign = scaled < 0n && rounded !== 0n ? '-' : '';
          const digits = rounded.toString().padStart(decimals + 1, '0');
          const int = digits.slice(0, digits.length - decimals);
          const frac = digits.slice(digits.length - decimals).replace(/0+$/, '');
          const expected = `${sign}${int}${frac ? `.${frac}` : ''}`;
          expect(columnType.prepare({ decimals }, []).convert(text, EMPTY_ROW)).toEqual({
            ok: true,
            value: expected,
          });
        },
      ),
    );
  });
});
