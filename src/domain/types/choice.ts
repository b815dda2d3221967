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

const word = Type.String({ minLength: 1, maxLength: 1000 });

const choice = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: 1000, description: 'Written in the target.' }),
    label: describedNullable(word, 'Shown to senders; also accepted as input.'),
    synonyms: describedNullable(
      Type.Array(word, { maxItems: 1000 }),
      'Other source words meaning this choice.',
    ),
  },
  { additionalProperties: false },
);

const schema = configObject(
  {
    choices: describedNullable(
      Type.Array(choice, { maxItems: 10_000 }),
      'Allowed choices; a cell matches a value, label or synonym, ignoring case and accents. Default none.',
    ),
    multiple: describedNullable(
      Type.Boolean(),
      'A cell may hold several choices separated by separator. Default false.',
    ),
    separator: describedNullable(
      Type.String({ minLength: 1, maxLength: 5 }),
      'Separator of several choices in a cell, in the source and in the target. Default ",".',
    ),
    output: describedNullable(
      Type.Union([Type.Literal('value'), Type.Literal('label')]),
      'What the target receives: the choice value (default) or its label.',
    ),
  },
  'Configuration of a CHOICE column.',
);

type Choice = { value: string; label?: string | null; synonyms?: string[] | null };

function buildIndex(choices: readonly Choice[], path: string): WordIndex {
  const index = new WordIndex();
  choices.forEach((c, i) => {
    const at = `${path}.choices[${i}]`;
    index.add(c.value, [
      { word: c.value, path: `${at}.value` },
      ...(c.label ? [{ word: c.label, path: `${at}.label` }] : []),
      ...(c.synonyms ?? []).map((s, k) => ({ word: s, path: `${at}.synonyms[${k}]` })),
    ]);
  });
  return index;
}

export const columnType = defineColumnType({
  name: 'CHOICE',
  configKey: 'choice_data_type',
  configSchema: schema,
  checkConfig(config, path) {
    const violations: ViolationItem[] = [];
    const choices = config.choices ?? [];
    const seen = new Set<string>();
    choices.forEach((c, i) => {
      const key = foldForMatch(c.value);
      if (seen.has(key)) {
        violations.push(
          problemAt(`${path}.choices[${i}].value`, c.value, phrase('violation.field.already_a_choice')),
        );
      }
      seen.add(key);
      const separator = config.separator ?? ',';
      if (config.multiple && c.value.includes(separator)) {
        violations.push(
          problemAt(
            `${path}.choices[${i}].value`,
            c.value,
            phrase('violation.field.holds_separator', { separator }),
          ),
        );
      }
    });
    for (const clash of buildIndex(choices, path).clashes) {
      violations.push(
        problemAt(
          clash.path,
          clash.word,
          phrase('violation.field.designates_choice', { choice: clash.owner }),
        ),
      );
    }
    return violations;
  },
  prepare(config) {
    const choices = config.choices ?? [];
    const index = buildIndex(choices, '');
    const separator = config.separator ?? ',';
    const labels = new Map(choices.map((c) => [c.value, c.label ?? c.value]));
    const allowed = describeAllowed(choices.map((c) => c.value));
    const refuse = (raw: string) =>
      fail('violation.type.choice', { value: cellForMessage(raw.trim()), ...allowed });
    const toOutput = config.output === 'label' ? (value: string) => labels.get(value) ?? value : null;
    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        if (!config.multiple) {
          const value = index.find(raw);
          return value === undefined ? refuse(raw) : converted(value);
        }
        const values: string[] = [];
        for (const part of raw.split(separator)) {
          if (isBlank(part)) continue;
          const value = index.find(part);
          if (value === undefined) return refuse(part);
          if (!values.includes(value)) values.push(value);
        }
        return converted(values.join(separator));
      },
      format(canonical) {
        if (toOutput === null || canonical === '') return canonical;
        if (!config.multiple) return toOutput(canonical);
        return canonical.split(separator).map(toOutput).join(separator);
      },
    };
  },
});
