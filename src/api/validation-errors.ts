/**
 * Maps schema validation errors to Ferry's 400 / 409 split (DESIGN §3): a body that cannot be mapped
 * (wrong JSON type, unknown property) is 400; a value of the right type that breaks a rule (blank,
 * too long, not in the enum, out of range, bad format) or a missing required property is a 409
 * violation with a message a person understands.
 */
import { BadRequest, type FerryError, Violation, type ViolationItem } from '../domain/errors.ts';

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

const FORMAT_MESSAGES: Record<string, string> = {
  uuid: 'This value is not a valid UUID.',
  email: 'This value is not a valid email address.',
  uri: 'This value is not a valid URL.',
  url: 'This value is not a valid URL.',
  'date-time': 'This value is not a valid date and time.',
};

function ruleMessage(error: SchemaError, schema: Record<string, unknown> | undefined): string {
  const p = error.params;
  switch (error.keyword) {
    case 'minLength':
      return p.limit === 1 || schema?.minLength === 1
        ? 'This value should not be blank.'
        : `This value is too short. It should have ${schema?.minLength} characters or more.`;
    case 'maxLength':
      return `This value is too long. It should have ${schema?.maxLength ?? p.limit} characters or less.`;
    case 'pattern':
      return schema?.pattern === '\\S' ? 'This value should not be blank.' : 'This value is not valid.';
    case 'enum':
      return `The value you selected is not a valid choice. Valid choices: ${((schema?.enum as unknown[]) ?? []).join(', ')}.`;
    case 'const':
      return `This value should be ${JSON.stringify(schema?.const)}.`;
    case 'minimum':
      return `This value should be greater than or equal to ${schema?.minimum}.`;
    case 'maximum':
      return `This value should be less than or equal to ${schema?.maximum}.`;
    case 'minItems':
      return `This collection should contain ${schema?.minItems} elements or more.`;
    case 'maxItems':
      return `This collection should contain ${schema?.maxItems} elements or less.`;
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? `This value is not a valid ${String(p.format)}.`;
    default:
      return error.message ?? 'This value is not valid.';
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
      return new BadRequest(`Unknown property ${names.join(', ')} in the ${part}.`, 'exception.bad_request', {
        detail: `unknown property ${names.join(', ')}`,
      });
    }
    if (error.keyword === 'required') {
      for (const name of (error.params.requiredProperties as string[] | undefined) ?? []) {
        violations.push({
          property_path: path ? `${path}.${name}` : name,
          invalid_value: null,
          message: 'This value should not be blank.',
        });
      }
      continue;
    }
    const schema = schemaAt(rootSchema, error.schemaPath);
    const shapeError =
      (error.keyword === 'type' && !(invalid === null && part !== 'body')) ||
      (error.keyword === 'anyOf' && schema !== undefined && !typeFits(schema, jsonType(invalid)));
    if (shapeError && part === 'body' && !path && invalid === undefined) {
      return new BadRequest('This request needs a JSON body: none was sent.', 'exception.body_required');
    }
    if (shapeError) {
      const where = path ? `"${path}"` : `the ${part}`;
      return new BadRequest(
        `The ${part} cannot be read: ${where} has the wrong type (${jsonType(invalid)}).`,
        'exception.bad_request',
        { detail: `${where}: ${jsonType(invalid)}` },
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
      violations.push({
        property_path: path,
        invalid_value: invalid ?? null,
        message: branch ? ruleMessage(branch, branchSchema) : 'This value is not valid.',
      });
      continue;
    }
    violations.push({
      property_path: path,
      invalid_value: invalid ?? null,
      message: ruleMessage(error, schema),
    });
  }
  return new Violation(
    violations.length
      ? violations
      : [{ property_path: '', invalid_value: null, message: 'This value is not valid.' }],
  );
}
