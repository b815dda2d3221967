import { type Static, Type } from 'typebox';
import type { ViolationItem } from '../errors.ts';
import { phrase } from '../messages/index.ts';
import { problemAt } from '../validation.ts';
import type { CellConverter } from './definition/column-type-definition.ts';
import { allColumnTypes, COLUMN_TYPE_NAMES, getColumnType } from './registry.ts';

/**
 * The `type` object of a column: `type.type` names the type, and at most one configuration
 * object, the one of that type, is non-null. A missing or null configuration means the defaults.
 */
export const ColumnTypeSchema = Type.Object(
  {
    type: Type.Union(
      COLUMN_TYPE_NAMES.map((name) => Type.Literal(name)),
      { description: 'The column type.' },
    ),
    ...Object.fromEntries(
      allColumnTypes().map((t) => [
        t.configKey,
        Type.Optional(
          Type.Union([t.configSchema, Type.Null()], { description: `Configuration of a ${t.name} column.` }),
        ),
      ]),
    ),
  },
  { additionalProperties: false, description: 'Column type and its configuration object.' },
);

/** A valid `type` object: the type name and the configuration objects by key. */
export type ColumnTypeObject = { type: string } & Record<string, unknown>;

const CONFIG_KEYS = new Set(allColumnTypes().map((t) => t.configKey));

/** Every violation of a `type` object, with paths starting at `type`. */
export function validateColumnType(value: unknown): ViolationItem[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [problemAt('type', value, phrase('violation.field.should_be_object'))];
  }
  const object = value as Record<string, unknown>;
  const violations: ViolationItem[] = [];
  const name = object.type;
  const definition = typeof name === 'string' ? getColumnType(name) : undefined;
  if (name === undefined || name === null || name === '') {
    violations.push(problemAt('type.type', name, phrase('violation.field.should_not_be_blank')));
  } else if (!definition) {
    violations.push(
      problemAt(
        'type.type',
        name,
        phrase('violation.field.should_be_one_of', { values: COLUMN_TYPE_NAMES.join(', ') }),
      ),
    );
  }
  for (const [key, config] of Object.entries(object)) {
    if (key === 'type') continue;
    if (!CONFIG_KEYS.has(key)) {
      violations.push(problemAt(`type.${key}`, config, phrase('violation.field.not_known_property')));
    } else if (config !== null && config !== undefined && definition && key !== definition.configKey) {
      violations.push(
        problemAt(
          `type.${key}`,
          config,
          phrase('violation.field.config_of_other_type', {
            type: definition.name,
            key: definition.configKey,
          }),
        ),
      );
    }
  }
  if (definition) violations.push(...definition.validateConfig(object[definition.configKey]));
  return violations;
}

/**
 * Whether a `type` object holds more than `limit` list items in all (values, choices, synonyms…):
 * its whole check then takes long enough to be sent to a thread. Counting stops at the limit.
 */
export function hasManyItems(type: unknown, limit: number): boolean {
  let count = 0;
  const visit = (value: unknown, depth: number): boolean => {
    if (value === null || typeof value !== 'object' || depth > 6) return false;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value)) count += value.length;
    if (count > limit) return true;
    return children.some((child) => visit(child, depth + 1));
  };
  return visit(type, 0);
}

/**
 * The converter of a column from its validated `type` object and its first source values
 * (up to about 1000), which decide the number style and the day/month order.
 */
export function prepareColumnType(typeObject: ColumnTypeObject, samples: readonly string[]): CellConverter {
  const definition = getColumnType(typeObject.type);
  if (!definition) throw new TypeError(`unknown column type ${typeObject.type}, validate it first`);
  return definition.prepare(typeObject[definition.configKey], samples);
}

/** Static shape of the schema, for callers that build `type` objects in code. */
export type ColumnTypeInput = Static<typeof ColumnTypeSchema>;
