import { type Static, Type } from 'typebox';
import type { ViolationItem } from '../errors.ts';
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
    return [{ property_path: 'type', invalid_value: value ?? null, message: 'should be an object' }];
  }
  const object = value as Record<string, unknown>;
  const violations: ViolationItem[] = [];
  const name = object.type;
  const definition = typeof name === 'string' ? getColumnType(name) : undefined;
  if (name === undefined || name === null || name === '') {
    violations.push({
      property_path: 'type.type',
      invalid_value: name ?? null,
      message: 'should not be blank',
    });
  } else if (!definition) {
    violations.push({
      property_path: 'type.type',
      invalid_value: name,
      message: `should be one of ${COLUMN_TYPE_NAMES.join(', ')}`,
    });
  }
  for (const [key, config] of Object.entries(object)) {
    if (key === 'type') continue;
    if (!CONFIG_KEYS.has(key)) {
      violations.push({
        property_path: `type.${key}`,
        invalid_value: config ?? null,
        message: 'is not a known property',
      });
    } else if (config !== null && config !== undefined && definition && key !== definition.configKey) {
      violations.push({
        property_path: `type.${key}`,
        invalid_value: config,
        message: `should be null: the column's type is ${definition.name}, configured by ${definition.configKey}`,
      });
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
