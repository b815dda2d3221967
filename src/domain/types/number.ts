import { Type } from 'typebox';
import type { ViolationItem } from '../errors.ts';
import { phrase } from '../messages/index.ts';
import { problemAt } from '../validation.ts';
import {
  cellForMessage,
  converted,
  defineColumnType,
  EMPTY,
  fail,
  isBlank,
} from './definition/column-type-definition.ts';
import { configObject, describedNullable } from './definition/config-schema.ts';
import { roundHalfAwayFromZero, shiftPoint, toCanonical } from './number/decimal-string.ts';
import { formatNumber } from './number/format-number.ts';
import { decideDecimalMark } from './number/number-style.ts';
import { isCanonicalInteger, readPlainNumber } from './number/plain-number.ts';
import { readNumber } from './number/read-number.ts';

const schema = configObject(
  {
    decimals: describedNullable(
      Type.Integer({ minimum: 0, maximum: 20 }),
      'Decimals at which numbers are rounded (half away from zero); null keeps every decimal.',
    ),
    separator_decimals: describedNullable(
      Type.String({ minLength: 1, maxLength: 3 }),
      'Decimal separator written in the target. Default ".".',
    ),
    separator_thousands: describedNullable(
      Type.String({ maxLength: 3 }),
      'Thousands separator written in the target. Default "" (none).',
    ),
    trailing_zeros: describedNullable(
      Type.Boolean(),
      'Pad with zeros up to the decimals count. Default false.',
    ),
    input_separator_decimals: describedNullable(
      Type.Union([Type.Literal('.'), Type.Literal(',')]),
      'Decimal mark of the source for ambiguous values like "1,234"; null decides it from the column data, "." when the data does not tell.',
    ),
    percent: describedNullable(
      Type.Union([Type.Literal('fraction'), Type.Literal('number'), Type.Literal('reject')]),
      'A value with a % sign: "fraction" (default) reads "12 %" as 0.12, "number" as 12, "reject" refuses it.',
    ),
  },
  'Configuration of a NUMBER column.',
);

const HAS_DIGIT_OR_SIGN = /[\d+-]/;

const NO_DIGITS_OR_SIGNS = phrase('violation.field.no_digits_or_signs');

export const columnType = defineColumnType({
  name: 'NUMBER',
  configKey: 'number_data_type',
  configSchema: schema,
  checkConfig(config, path) {
    const violations: ViolationItem[] = [];
    const decimal = config.separator_decimals ?? '.';
    const thousands = config.separator_thousands ?? '';
    if (HAS_DIGIT_OR_SIGN.test(decimal)) {
      violations.push(problemAt(`${path}.separator_decimals`, decimal, NO_DIGITS_OR_SIGNS));
    }
    if (HAS_DIGIT_OR_SIGN.test(thousands)) {
      violations.push(problemAt(`${path}.separator_thousands`, thousands, NO_DIGITS_OR_SIGNS));
    } else if (thousands === decimal) {
      violations.push(
        problemAt(
          `${path}.separator_thousands`,
          thousands,
          phrase('violation.field.should_differ', { other: 'separator_decimals' }),
        ),
      );
    }
    return violations;
  },
  prepare(config, samples) {
    const mark = config.input_separator_decimals ?? decideDecimalMark(samples, '.');
    const decimals = config.decimals ?? null;
    const percent = config.percent ?? 'fraction';
    const output = {
      decimals,
      decimalSeparator: config.separator_decimals ?? '.',
      thousandsSeparator: config.separator_thousands ?? '',
      trailingZeros: config.trailing_zeros ?? false,
    };
    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        const plain = readPlainNumber(raw, decimals);
        if (plain !== null) return converted(plain);
        let parts = readNumber(raw.trim(), mark);
        if (parts === null) return fail('violation.type.number', { value: cellForMessage(raw) });
        if (parts.percent) {
          if (percent === 'reject') return fail('violation.type.percentage', { value: cellForMessage(raw) });
          if (percent === 'fraction') parts = { ...parts, ...shiftPoint(parts.int, parts.frac, -2) };
        }
        return converted(toCanonical(decimals === null ? parts : roundHalfAwayFromZero(parts, decimals)));
      },
      format(canonical) {
        return formatNumber(canonical, output);
      },
      keepsBytes: isCanonicalInteger,
    };
  },
});
