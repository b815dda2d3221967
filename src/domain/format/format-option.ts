/**
 * One option of the `format` object: its schema, what validation accepts and how an absent value
 * takes its default, made together by one builder so that the three cannot disagree. spec.ts
 * lists every option with these builders; schema.ts, validate-format.ts and defaults.ts read it.
 */
import { type TSchema, Type } from 'typebox';
import { type JsonNodeInput, JsonNodeSchema } from './json-node-schema.ts';

/** What validation accepts besides null: a JSON kind, or one of a closed list of names. */
export type Accepts = 'string' | 'boolean' | 'integer' | 'object' | readonly string[];

export interface FormatOption<Value, Schema extends TSchema = TSchema> {
  /** The value's TypeBox schema; the section makes it optional and nullable. */
  schema: Schema;
  /** What validation accepts for the value. */
  accepts: Accepts;
  /** The value writers read, from a validated one: absent or null gives the default. */
  resolve: (value: unknown) => Value;
}

/** A section of the format object (`csv`, `xml`, …): its options by property name. */
export type FormatSection = Record<string, FormatOption<unknown>>;

/** Schema keywords of an option; the description says what the option does and its default. */
type Described = { description: string } & Record<string, unknown>;

/** The value, or the default when it is absent, null or (for names) blank. */
export function orDefault<T>(value: unknown, fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && typeof fallback === 'string' && value.trim() === '' && fallback !== '') {
    return fallback;
  }
  return value as T;
}

/** One of a closed list of names. */
export function choice<const Values extends string[]>(
  values: readonly [...Values],
  fallback: Values[number],
  keywords: Described,
) {
  return option(Type.Enum(values, keywords), values, (value) => orDefault(value, fallback));
}

/** A text; a blank one takes a non-empty default (names such as `root`). */
export function text(fallback: string, keywords: Described) {
  return option(Type.String(keywords), 'string', (value) => orDefault(value, fallback));
}

/** A text that may be absent: null when absent or empty. */
export function optionalText(keywords: Described) {
  return option(Type.String(keywords), 'string', (value) => orDefault<string | null>(value, null) || null);
}

export function integer(fallback: number, keywords: Described) {
  return option(Type.Integer(keywords), 'integer', (value) => orDefault(value, fallback));
}

export function flag(fallback: boolean, keywords: Described) {
  return option(Type.Boolean(keywords), 'boolean', (value) => orDefault(value, fallback));
}

/** The json_nodes tree (its rules are in validate-json-nodes.ts); null when absent. */
export function jsonNodes(keywords: Described) {
  return option(Type.Array(JsonNodeSchema, keywords), 'object', (value) =>
    orDefault<JsonNodeInput[] | null>(value, null),
  );
}

function option<Value, Schema extends TSchema>(
  schema: Schema,
  accepts: Accepts,
  resolve: (value: unknown) => Value,
): FormatOption<Value, Schema> {
  return { schema, accepts, resolve };
}
