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
import { describeAllowed } from './word-lookup/allowed-list.ts';
import { foldForMatch } from './word-lookup/fold.ts';
import { WordIndex } from './word-lookup/word-index.ts';

const entry = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: 1000, description: 'Written in the target.' }),
    synonyms: describedNullable(
      Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), { maxItems: 1000 }),
      'Other source words meaning this value.',
    ),
  },
  { additionalProperties: false },
);

const schema = configObject(
  {
    values: describedNullable(
      Type.Array(entry, { maxItems: 100_000 }),
      'Allowed values, usually filled by the value-list bulk import (column,value,synonyms). Default none.',
    ),
  },
  'Configuration of a LIST_OF_VALUES column: matching ignores case and accents.',
);

type Entry = { value: string; synonyms?: string[] | null };

function buildIndex(values: readonly Entry[], path: string): WordIndex {
  const index = new WordIndex();
  values.forEach((v, i) => {
    index.add(v.value, [
      { word: v.value, path: `${path}.values[${i}].value` },
      ...(v.synonyms ?? []).map((s, k) => ({ word: s, path: `${path}.values[${i}].synonyms[${k}]` })),
    ]);
  });
  return index;
}

export const columnType = defineColumnType({
  name: 'LIST_OF_VALUES',
  configKey: 'list_of_values_data_type',
  configSchema: schema,
  checkConfig(config, path) {
    const violations: ViolationItem[] = [];
    const seen = new Set<string>();
    (config.values ?? []).forEach((v, i) => {
      const key = foldForMatch(v.value);
      if (seen.has(key)) {
        violations.push(
          problemAt(`${path}.values[${i}].value`, v.value, phrase('violation.field.already_in_list')),
        );
      }
      seen.add(key);
    });
    for (const clash of buildIndex(config.values ?? [], path).clashes) {
      violations.push(
        problemAt(clash.path, clash.word, phrase('violation.field.designates_value', { value: clash.owner })),
      );
    }
    return violations;
  },
  prepare(config) {
    const values = config.values ?? [];
    const index = buildIndex(values, '');
    const allowed = describeAllowed(values.map((v) => v.value));
    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        const value = index.find(raw);
        if (value !== undefined) return converted(value);
        if (values.length === 0)
          return fail('violation.type.list_empty', { value: cellForMessage(raw.trim()) });
        return fail('violation.type.list', { value: cellForMessage(raw.trim()), ...allowed });
      },
      format(canonical) {
        return canonical;
      },
    };
  },
});
