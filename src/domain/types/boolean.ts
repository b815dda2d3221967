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
import { WordIndex } from './word-lookup/word-index.ts';

/** Words understood without configuration, in English and French (compared without case or accents). */
export const BUILT_IN_TRUE = ['true', 'yes', 'y', '1', 't', 'on', 'x', 'oui', 'o', 'vrai'];
export const BUILT_IN_FALSE = ['false', 'no', 'n', '0', 'f', 'off', 'non', 'faux'];

const word = Type.String({ minLength: 1, maxLength: 255 });

const schema = configObject(
  {
    true_value: describedNullable(word, 'Written in the target for true. Default "true".'),
    false_value: describedNullable(
      Type.String({ maxLength: 255 }),
      'Written in the target for false. Default "false".',
    ),
    true_inputs: describedNullable(Type.Array(word, { maxItems: 100 }), 'Extra source words read as true.'),
    false_inputs: describedNullable(Type.Array(word, { maxItems: 100 }), 'Extra source words read as false.'),
    empty_is_false: describedNullable(
      Type.Boolean(),
      'An empty cell means false (checkbox columns). Default false.',
    ),
  },
  'Configuration of a BOOLEAN column.',
);

function buildIndex(trueInputs: readonly string[], falseInputs: readonly string[], path: string): WordIndex {
  const index = new WordIndex();
  // Configured words first, so that a clash names the configured word rather than a built-in one.
  index.add(
    'true',
    trueInputs.map((w, i) => ({ word: w, path: `${path}.true_inputs[${i}]` })),
  );
  index.add(
    'false',
    falseInputs.map((w, i) => ({ word: w, path: `${path}.false_inputs[${i}]` })),
  );
  index.add(
    'true',
    BUILT_IN_TRUE.map((w) => ({ word: w, path: '' })),
  );
  index.add(
    'false',
    BUILT_IN_FALSE.map((w) => ({ word: w, path: '' })),
  );
  return index;
}

export const columnType = defineColumnType({
  name: 'BOOLEAN',
  configKey: 'boolean_data_type',
  configSchema: schema,
  checkConfig(config, path) {
    const violations: ViolationItem[] = [];
    const trueValue = config.true_value ?? 'true';
    const falseValue = config.false_value ?? 'false';
    if (trueValue === falseValue) {
      violations.push(
        problemAt(
          `${path}.false_value`,
          falseValue,
          phrase('violation.field.should_differ', { other: 'true_value' }),
        ),
      );
    }
    const index = buildIndex(config.true_inputs ?? [], config.false_inputs ?? [], path);
    for (const clash of index.clashes) {
      if (clash.path === '') continue;
      violations.push(
        problemAt(clash.path, clash.word, phrase('violation.field.already_means', { value: clash.owner })),
      );
    }
    return violations;
  },
  prepare(config) {
    const index = buildIndex(config.true_inputs ?? [], config.false_inputs ?? [], '');
    const trueValue = config.true_value ?? 'true';
    const falseValue = config.false_value ?? 'false';
    const emptyResult = config.empty_is_false ? converted('false') : EMPTY;
    return {
      convert(raw) {
        if (isBlank(raw)) return emptyResult;
        const value = index.find(raw);
        if (value !== undefined) return { ok: true, value };
        return fail('violation.type.boolean', { value: cellForMessage(raw) });
      },
      format(canonical) {
        if (canonical === 'true') return trueValue;
        if (canonical === 'false') return falseValue;
        return canonical;
      },
    };
  },
});
