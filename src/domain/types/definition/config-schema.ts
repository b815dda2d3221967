import { type TSchema, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { ViolationItem } from '../../errors.ts';
import { type Phrase, phrase } from '../../messages/index.ts';
import { problemAt } from '../../validation.ts';

/** An optional, describedNullable property with its description: every configuration field is one. */
export function describedNullable<T extends TSchema>(schema: T, description: string) {
  return Type.Optional(Type.Union([schema, Type.Null()], { description }));
}

/** A configuration object: closed, so that a misspelt field is reported instead of ignored. */
export function configObject<P extends Parameters<typeof Type.Object>[0]>(
  properties: P,
  description: string,
) {
  return Type.Object(properties, { additionalProperties: false, description });
}

type Validator = ReturnType<typeof Compile<TSchema>>;
const validators = new WeakMap<TSchema, Validator>();

/**
 * Whether a value matches one of Ferry's own configuration schemas, through TypeBox's compiled
 * check: the interpreted one took half a second over a list of 100,000 values, the compiled one
 * about 10 ms. The code is generated from the schema only; values are never part of it.
 */
export function matchesSchema(schema: TSchema, value: unknown): boolean {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return validator.Check(value);
}

/** JSON pointer `/choices/0/value` → property path `choices[0].value`. */
function toPropertyPath(base: string, pointer: string): string {
  let path = base;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    path += /^\d+$/.test(key) ? `[${key}]` : `.${key}`;
  }
  return path;
}

function readPointer(value: unknown, pointer: string): unknown {
  let current = value;
  for (const part of pointer.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * What a schema rule says of a configuration property, a fragment after its path. A keyword none
 * of Ferry's configuration schemas uses keeps TypeBox's own words, in English.
 */
function problemOf(error: {
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}): Phrase | string {
  const p = error.params;
  switch (error.keyword) {
    case 'type':
      return phrase('violation.field.should_be_type', { type: String(p.type) });
    case 'boolean':
      return phrase('violation.field.not_known_property');
    case 'minimum':
      return phrase('violation.field.should_be_at_least', { limit: String(p.limit ?? p.minimum) });
    case 'maximum':
      return phrase('violation.field.should_be_at_most', { limit: String(p.limit ?? p.maximum) });
    case 'minLength':
    case 'required':
      return phrase('violation.field.should_not_be_blank');
    case 'maxLength':
      return phrase('violation.field.should_have_at_most_characters', {
        max: String(p.limit ?? p.maxLength),
      });
    case 'minItems':
      return phrase('violation.field.should_have_at_least_items', { min: String(p.limit ?? p.minItems) });
    case 'maxItems':
      return phrase('violation.field.should_have_at_most_items', { max: String(p.limit ?? p.maxItems) });
    case 'enum':
    case 'const':
      return phrase('violation.field.should_be_allowed_value');
    default:
      return error.message;
  }
}

/**
 * One violation per offending property. TypeBox reports every branch of a describedNullable union; the
 * non-null branch says what was expected, so that one is kept.
 */
export function schemaViolations(schema: TSchema, value: unknown, basePath: string): ViolationItem[] {
  if (matchesSchema(schema, value)) return [];
  const byPath = new Map<string, ViolationItem>();
  for (const error of Value.Errors(schema, value)) {
    const e = error as unknown as {
      keyword: string;
      instancePath: string;
      params: Record<string, unknown>;
      message: string;
    };
    if (e.keyword === 'anyOf' || e.keyword === 'additionalProperties') continue;
    if (e.keyword === 'type' && e.params.type === 'null') continue;
    let pointer = e.instancePath;
    if (e.keyword === 'required') {
      const names = (e.params.requiredProperties ?? e.params.missingProperty) as
        | string[]
        | string
        | undefined;
      const first = Array.isArray(names) ? names[0] : names;
      if (first !== undefined) pointer += `/${first}`;
    }
    const path = toPropertyPath(basePath, pointer);
    if (byPath.has(path)) continue;
    byPath.set(path, problemAt(path, readPointer(value, pointer), problemOf(e)));
  }
  return [...byPath.values()];
}
