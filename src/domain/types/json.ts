import { Type } from 'typebox';
import { NOT_JSON, parseRemembered } from '../remembered-json.ts';
import {
  cellForMessage,
  converted,
  defineColumnType,
  EMPTY,
  fail,
  isBlank,
} from './definition/column-type-definition.ts';
import { configObject, describedNullable } from './definition/config-schema.ts';

const schema = configObject(
  {
    minify: describedNullable(
      Type.Boolean(),
      'Remove the whitespace outside strings. Default false: the text is kept as written.',
    ),
    root: describedNullable(
      Type.Union([Type.Literal('any'), Type.Literal('object'), Type.Literal('array')]),
      'What the document must be: any JSON value (default), an object or an array.',
    ),
  },
  'Configuration of a JSON column.',
);

/**
 * Drops whitespace outside strings. Done on the text, not by JSON.stringify(JSON.parse()), which
 * would turn 12345678901234567890 into 12345678901234567000.
 */
const QUOTE = 34;
const BACKSLASH = 92;

function minifyJson(text: string): string {
  let out = '';
  let runStart = 0;
  let inString = false;
  // Character codes, not one-character strings: this runs over every character of the column.
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (ch === 32 || ch === 10 || ch === 13 || ch === 9) {
      out += text.slice(runStart, i);
      runStart = i + 1;
    }
  }
  return out + text.slice(runStart);
}

export const columnType = defineColumnType({
  name: 'JSON',
  configKey: 'json_data_type',
  configSchema: schema,
  prepare(config) {
    const minify = config.minify ?? false;
    const root = config.root ?? 'any';
    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        const text = raw.trim();
        const parsed = parseRemembered(text);
        if (parsed === NOT_JSON) return fail('violation.type.json', { value: cellForMessage(raw) });
        const isArray = Array.isArray(parsed);
        if (root === 'array' && !isArray)
          return fail('violation.type.json_array', { value: cellForMessage(raw) });
        if (root === 'object' && (isArray || parsed === null || typeof parsed !== 'object')) {
          return fail('violation.type.json_object', { value: cellForMessage(raw) });
        }
        return converted(minify ? minifyJson(text) : text);
      },
      format(canonical) {
        return canonical;
      },
    };
  },
});
