import { Type } from 'typebox';
import { converted, defineColumnType, EMPTY, fail, isBlank } from './definition/column-type-definition.ts';
import { configObject, describedNullable } from './definition/config-schema.ts';
import { capitalize } from './text/capitalize.ts';

const schema = configObject(
  {
    trim: describedNullable(Type.Boolean(), 'Remove leading and trailing whitespace. Default true.'),
    collapse_whitespace: describedNullable(
      Type.Boolean(),
      'Replace every run of whitespace, line breaks included, by one space. Default false.',
    ),
    case: describedNullable(
      Type.Union([
        Type.Literal('none'),
        Type.Literal('upper'),
        Type.Literal('lower'),
        Type.Literal('capitalize'),
      ]),
      'Case transform: none (default), upper, lower, or capitalize (first letter of every word upper, the rest lower).',
    ),
    max_length: describedNullable(
      Type.Integer({ minimum: 1, maximum: 1_000_000 }),
      'Most characters allowed after the transforms; null means no limit.',
    ),
    truncate: describedNullable(
      Type.Boolean(),
      'Cut longer text to max_length instead of rejecting it. Default false.',
    ),
  },
  'Configuration of a TEXT column.',
);

const WHITESPACE_RUN = /\s+/g;

/** Length in characters as a person counts them (code points, not UTF-16 units). */
function lengthOf(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export const columnType = defineColumnType({
  name: 'TEXT',
  configKey: 'text_data_type',
  configSchema: schema,
  prepare(config) {
    const trim = config.trim ?? true;
    const collapse = config.collapse_whitespace ?? false;
    const caseMode = config.case ?? 'none';
    const maxLength = config.max_length ?? null;
    const truncate = config.truncate ?? false;
    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        let text = trim ? raw.trim() : raw;
        if (collapse) text = text.replace(WHITESPACE_RUN, ' ');
        if (caseMode === 'upper') text = text.toUpperCase();
        else if (caseMode === 'lower') text = text.toLowerCase();
        else if (caseMode === 'capitalize') text = capitalize(text);
        // text.length is an upper bound of the code point count: the exact count is rarely needed.
        if (maxLength !== null && text.length > maxLength) {
          const length = lengthOf(text);
          if (length > maxLength) {
            if (!truncate) return fail('violation.type.text_length', { length, max: maxLength });
            text = Array.from(text).slice(0, maxLength).join('');
          }
        }
        return converted(text);
      },
      format(canonical) {
        return canonical;
      },
    };
  },
});
