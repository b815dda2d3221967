import { Type } from 'typebox';
import type { ViolationItem } from '../errors.ts';
import { type DateTime, toCanonicalDate } from './date/calendar.ts';
import { checkDateFormat } from './date/date-format-check.ts';
import { compileDateParser } from './date/date-parser.ts';
import { validPieces } from './date/date-pattern.ts';
import { dateWriter } from './date/date-writer.ts';
import { decideDayFirst, detectDate, numericDayMonth } from './date/detect-date.ts';
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

const schema = configObject(
  {
    input_formats: describedNullable(
      Type.Array(format, { maxItems: 20 }),
      'Formats the source may use, tried in order (tokens YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A). Null or empty: detected.',
    ),
    day_first: describedNullable(
      Type.Boolean(),
      'Reading of 03/04/2024 when no value of the column has a part above 12: true (default) the 3rd of April, false March 4th.',
    ),
    excel_serial: describedNullable(
      Type.Boolean(),
      'Read plain numbers from 10000 to 2958465 as Excel serial dates when detecting. Default true.',
    ),
    with_time: describedNullable(
      Type.Boolean(),
      'Keep the time of day (canonical YYYY-MM-DDTHH:mm:ss, 00:00:00 when absent). Default false: times are dropped.',
    ),
    output_format: describedNullable(
      format,
      'Format written in the target. Default YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss with with_time.',
    ),
  },
  'Configuration of a DATE column.',
);

export const columnType = defineColumnType({
  name: 'DATE',
  configKey: 'date_data_type',
  configSchema: schema,
  checkConfig(config, path) {
    const violations: ViolationItem[] = [];
    (config.input_formats ?? []).forEach((f, i) => {
      violations.push(...checkDateFormat(f, `${path}.input_formats[${i}]`, 'input'));
    });
    if (config.output_format)
      violations.push(...checkDateFormat(config.output_format, `${path}.output_format`, 'output'));
    return violations;
  },
  prepare(config, samples) {
    const withTime = config.with_time ?? false;
    const write = dateWriter(config.output_format ?? (withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD'));
    const formats = config.input_formats ?? [];
    const parsers = formats.map((f) => compileDateParser(validPieces(f)));
    const dayFirst = decideDayFirst(samples, config.day_first ?? true);
    const detection = { dayFirst, excelSerial: config.excel_serial ?? true };
    const order = dayFirst ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
    const formatsHint = formats.join(', ');

    function read(text: string): DateTime | null {
      if (parsers.length === 0) return detectDate(text, detection);
      for (const parse of parsers) {
        const d = parse(text);
        if (d !== null) return d;
      }
      return null;
    }

    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        const text = raw.trim();
        const d = read(text);
        if (d !== null) return converted(toCanonicalDate(d, withTime));
        if (parsers.length > 0)
          return fail('violation.type.date_formats', { value: cellForMessage(raw), formats: formatsHint });
        if (numericDayMonth(text) === null)
          return fail('violation.type.date', { value: cellForMessage(raw) });
        return fail('violation.type.date_order', { value: cellForMessage(raw), order });
      },
      format: write,
    };
  },
});
