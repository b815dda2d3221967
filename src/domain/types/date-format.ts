import { Type } from 'typebox';
import type { ViolationItem } from '../errors.ts';
import { toCanonicalDate } from './date/calendar.ts';
import { checkDateFormat } from './date/date-format-check.ts';
import { compileDateParser } from './date/date-parser.ts';
import { tokensOf, validPieces } from './date/date-pattern.ts';
import { dateWriter } from './date/date-writer.ts';
import {
  cellForMessage,
  converted,
  defineColumnType,
  EMPTY,
  fail,
  isBlank,
} from './definition/column-type-definition.ts';
import { configObject, describedNullable } from './definition/config-schema.ts';

const format = Type.String({ minLength: 1, maxLength: 100 });
const DEFAULT_FORMAT = 'YYYY-MM-DD';

const schema = configObject(
  {
    format: describedNullable(
      format,
      'The one format every value must follow exactly (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Default YYYY-MM-DD.',
    ),
    output_format: describedNullable(format, 'Format written in the target. Default: the same as format.'),
  },
  'Configuration of a DATE_FORMAT column.',
);

export const columnType = defineColumnType({
  name: 'DATE_FORMAT',
  configKey: 'date_format_data_type',
  configSchema: schema,
  checkConfig(config, path) {
    const violations: ViolationItem[] = [];
    if (config.format) violations.push(...checkDateFormat(config.format, `${path}.format`, 'input'));
    if (config.output_format)
      violations.push(...checkDateFormat(config.output_format, `${path}.output_format`, 'output'));
    return violations;
  },
  prepare(config) {
    const expected = config.format ?? DEFAULT_FORMAT;
    const pieces = validPieces(expected);
    const parse = compileDateParser(pieces);
    const tokens = tokensOf(pieces);
    // The canonical value carries a time only when the format has one, so date rules still compare days.
    const withTime = tokens.has('HH') || tokens.has('H') || tokens.has('hh') || tokens.has('h');
    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        const d = parse(raw.trim());
        if (d === null)
          return fail('violation.type.date_format', { value: cellForMessage(raw), format: expected });
        return converted(toCanonicalDate(d, withTime));
      },
      format: dateWriter(config.output_format ?? expected),
    };
  },
});
