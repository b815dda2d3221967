/**
 * Maps schema validation errors to Ferry's 400 / 409 split (DESIGN §3): a body that cannot be mapped
 * (wrong JSON type, unknown property) is 400; a value of the right type that breaks a rule (blank,
 * too long, not in the enum, out of range, bad format) or a missing required property is a 409
 * violation with a message a person understands, said from the catalog (`violation.field.*`) in the
 * reader's language: the specification's English for a caller who asks nothing.
 */
import { BadRequest, type FerryError, fromCatalog, Violation, type ViolationItem } from '../domain/errors.ts';
import { type Phrase, phrase } from '../domain/messages/index.ts';
import { BLANK_VALUE, problemAt } from '../domain/validation.ts';

interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/format/csv/delimiter` → `format.csv.delimiter`, `/arguments/0/name` → `arguments[0].name`. */
export function propertyPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const part of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

function schemaAt(schema: unknown, pointer: string): Record<string, unknown> | undefined {
  let node = schema;
  for (const part of pointer.replace(/^#/, '').split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeFits(schema: Record<string, unknown>, type: string): boolean {
  if (Array.isArray(schema.anyOf))
    return schema.anyOf.some((s) => typeFits(s as Record<string, unknown>, type));
  if (schema.const !== undefined)
    return jsonType(schema.const) === type || (type === 'integer' && typeof schema.const === 'number');
  if (Array.isArray(schema.enum)) return schema.enum.some((v) => jsonType(v) === type);
  const expected = schema.type;
  if (expected === undefined) return true;
  const list = Array.isArray(expected) ? expected : [expected];
  return list.includes(type) || (type === 'integer' && list.includes('number'));
}

const FORMAT_MESSAGES: Record<string, Phrase> = {
  uuid: phrase('violation.field.uuid'),
  email: phrase('violation.field.email'),
  uri: phrase('violation.field.url'),
  url: phrase('violation.field.url'),
  'date-time': phrase('violation.field.date_time'),
};

const NOT_VALID = phrase('violation.field.not_valid');

/**
 * What a schema rule says of a value. A keyword Ferry does not name keeps the validator's own
 * words, in English: no route's schema uses one today.
 */
function ruleMessage(error: SchemaError, schema: Record<string, unknown> | undefined): Phrase | string {
  const p = error.params;
  switch (error.keyword) {
    case 'minLength':
      return p.limit === 1 || schema?.minLength === 1
        ? BLANK_VALUE
        : phrase('violation.field.too_short', { min: String(schema?.minLength) });
    case 'maxLength':
      return phrase('violation.field.too_long', { max: String(schema?.maxLength ?? p.limit) });
    case 'pattern':
      return schema?.pattern === '\\S' ? BLANK_VALUE : NOT_VALID;
    case 'enum':
      return phrase('violation.field.choice', { choices: ((schema?.enum as unknown[]) ?? []).join(', ') });
    case 'const':
      return phrase('violation.field.const', { value: String(JSON.stringify(schema?.const)) });
    case 'minimum':
      return phrase('violation.field.minimum', { limit: String(schema?.minimum) });
    case 'maximum':
      return phrase('violation.field.maximum', { limit: String(schema?.maximum) });
    case 'minItems':
      return phrase('violation.field.min_items', { count: String(schema?.minItems) });
    case 'maxItems':
      return phrase('violation.field.max_items', { count: String(schema?.maxItems) });
    case 'format':
      return (
        FORMAT_MESSAGES[String(p.format)] ?? phrase('violation.field.format', { format: String(p.format) })
      );
    default:
      return error.message ?? NOT_VALID;
  }
}

/** Turns the validation errors of one request part into a BadRequest (400) or a Violation (409). */
export function mapValidationErrors(
  errors: SchemaError[],
  value: unknown,
  rootSchema: unknown,
  part: string,
): FerryError {
  const violations: ViolationItem[] = [];
  for (const error of errors) {
    if (error.schemaPath.includes('/anyOf/')) continue; // judged through its anyOf error
    const path = propertyPath(error.instancePath);
    const invalid = valueAt(value, error.instancePath);
    if (error.keyword === 'additionalProperties' || error.keyword === 'boolean') {
      const names = (error.params.additionalProperties as string[] | undefined) ?? [path];
      return new BadRequest(...fromCatalog('exception.unknown_property', { names: names.join(', '), part }));
    }
    if (error.keyword === 'required') {
      for (const name of (error.params.requiredProperties as string[] | undefined) ?? []) {
        violations.push(problemAt(path ? `${path}.${name}` : name, null, BLANK_VALUE));
      }
      continue;
    }
    const schema = schemaAt(rootSchema, error.schemaPath);
    const shapeError =
      (error.keyword === 'type' && !(invalid === null && part !== 'body')) ||
      (error.keyword === 'anyOf' && schema !== undefined && !typeFits(schema, jsonType(invalid)));
    if (shapeError && part === 'body' && !path && invalid === undefined) {
      return new BadRequest(...fromCatalog('exception.body_required'));
    }
    if (shapeError) {
      const type = jsonType(invalid);
      return new BadRequest(
        ...(path
          ? fromCatalog('exception.wrong_type', { part, path, type })
          : fromCatalog('exception.wrong_type_part', { part, type })),
      );
    }
    if (error.keyword === 'anyOf') {
      const branch = errors.find(
        (e) =>
          e.instancePath === error.instancePath &&
          e.schemaPath.startsWith(`${error.schemaPath}/anyOf/`) &&
          e.keyword !== 'type',
      );
      const branchSchema = branch ? schemaAt(rootSchema, branch.schemaPath) : undefined;
      violations.push(problemAt(path, invalid, branch ? ruleMessage(branch, branchSchema) : NOT_VALID));
      continue;
    }
    violations.push(problemAt(path, invalid, ruleMessage(error, schema)));
  }
  return new Violation(violations.length ? violations : [problemAt('', null, NOT_VALID)]);
}
