import { Type } from 'typebox';
import { converted, defineColumnType } from './definition/column-type-definition.ts';
import { configObject, describedNullable } from './definition/config-schema.ts';
import { parseSourceExpression } from './expression/source-expression.ts';

const schema = configObject(
  {
    expression: describedNullable(
      Type.String({ maxLength: 10_000 }),
      'Text with source column references, e.g. "%(first_name) %(last_name)"; \\% writes a percent sign. Default "".',
    ),
    trim: describedNullable(
      Type.Boolean(),
      'Remove leading and trailing whitespace from the result (a blank reference leaves none). Default true.',
    ),
  },
  'Configuration of a COLUMN column: its value is computed from source columns.',
);

export const columnType = defineColumnType({
  name: 'COLUMN',
  configKey: 'column_data_type',
  configSchema: schema,
  checkConfig(config, path) {
    const parsed = parseSourceExpression(config.expression ?? '');
    if (typeof parsed !== 'string') return [];
    return [{ property_path: `${path}.expression`, invalid_value: config.expression, message: parsed }];
  },
  prepare(config) {
    const parsed = parseSourceExpression(config.expression ?? '');
    if (typeof parsed === 'string') throw new TypeError(`invalid expression: ${parsed}, validate it first`);
    const trim = config.trim ?? true;
    return {
      convert(_raw, row) {
        let out = '';
        // A header missing from the file reads as empty: the engine reports unmatched columns itself.
        for (const part of parsed) out += 'literal' in part ? part.literal : (row.source(part.header) ?? '');
        return converted(trim ? out.trim() : out);
      },
      format(canonical) {
        return canonical;
      },
    };
  },
});
