import { Type } from 'typebox';
import { converted, defineColumnType } from './definition/column-type-definition.ts';
import { configObject, describedNullable } from './definition/config-schema.ts';

const schema = configObject(
  {
    value: describedNullable(
      Type.String({ maxLength: 10_000 }),
      'Written on every row; the source is ignored. Default "".',
    ),
  },
  'Configuration of a VALUE column.',
);

export const columnType = defineColumnType({
  name: 'VALUE',
  configKey: 'value_data_type',
  configSchema: schema,
  prepare(config) {
    const result = converted(config.value ?? '');
    return {
      convert() {
        return result;
      },
      format(canonical) {
        return canonical;
      },
    };
  },
});
