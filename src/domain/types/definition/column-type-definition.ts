import type { Static, TSchema } from 'typebox';
import type { ViolationItem } from '../../errors.ts';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type Phrase,
  type PhraseValue,
  phrase,
  render,
} from '../../messages/index.ts';
import type { RowContext } from '../../row.ts';
import { matchesSchema, schemaViolations } from './config-schema.ts';

/** Outcome of converting one raw cell: the canonical value, or a message a sender understands. */
export type ConvertResult = { ok: true; value: string } | ConversionFailure;

/**
 * A cell that cannot be converted: its phrase (`violation.type.*`), said in the run's language when
 * the violation is written, and in English as `message` (the CLI, argument checks, logs).
 */
export class ConversionFailure {
  readonly ok = false as const;
  readonly message: string;
  readonly #phrase: Phrase;

  constructor(said: Phrase) {
    this.#phrase = said;
    this.message = render(said, DEFAULT_LANGUAGE);
  }

  /** The message in `language`. */
  in(language: Language): string {
    return language === DEFAULT_LANGUAGE ? this.message : render(this.#phrase, language);
  }
}

/** Converts the cells of one column, prepared once per column (see docs/column-types.md). */
export interface CellConverter {
  /** Raw source cell → canonical value used by every rule. Never throws. */
  convert(raw: string, row: RowContext): ConvertResult;
  /** Canonical value → text written in the target file. */
  format(canonical: string): string;
  /**
   * Whether `convert` gives back, as it is, the text of the ASCII bytes [start, end): a first pass
   * then keeps a uniqueness column's value as its bytes, never made a string. Absent: never assumed.
   */
  keepsBytes?(bytes: Uint8Array, start: number, end: number): boolean;
}

/** One column type: its configuration object and how it converts cells. */
export interface ColumnTypeDefinition {
  /** Value of `type.type`, e.g. `NUMBER`. */
  readonly name: string;
  /** Property of the `type` object holding this type's configuration, e.g. `number_data_type`. */
  readonly configKey: string;
  /** TypeBox schema of the configuration object (for OpenAPI and validation). */
  readonly configSchema: TSchema;
  /** Violations of a configuration object (null or undefined means defaults), paths `type.<configKey>.x`. */
  validateConfig(config: unknown): ViolationItem[];
  /** Builds the converter of a column from a valid configuration and the column's first values. */
  prepare(config: unknown, samples: readonly string[]): CellConverter;
}

/** What a type file declares; `defineColumnType` adds the schema checks around it. */
export interface ColumnTypeSpec<S extends TSchema> {
  name: string;
  configKey: string;
  configSchema: S;
  /** Checks the schema cannot express; runs only on a configuration that matches the schema. */
  checkConfig?(config: Static<S>, path: string): ViolationItem[];
  prepare(config: Static<S>, samples: readonly string[]): CellConverter;
}

/** Builds a definition whose validateConfig runs the schema first, then the type's own checks. */
export function defineColumnType<S extends TSchema>(spec: ColumnTypeSpec<S>): ColumnTypeDefinition {
  const path = `type.${spec.configKey}`;
  return {
    name: spec.name,
    configKey: spec.configKey,
    configSchema: spec.configSchema,
    validateConfig(config) {
      if (config === null || config === undefined) return [];
      const violations = schemaViolations(spec.configSchema, config, path);
      if (violations.length > 0 || !spec.checkConfig) return violations;
      return spec.checkConfig(config as Static<S>, path);
    },
    prepare(config, samples) {
      const value = config ?? {};
      // A programming error, not a data problem: callers validate first.
      if (!matchesSchema(spec.configSchema, value)) throw new TypeError(`invalid ${path}, validate it first`);
      return spec.prepare(value as Static<S>, samples);
    },
  };
}

/** Successful conversion. */
export function converted(value: string): ConvertResult {
  return { ok: true, value };
}

/** Failed conversion: the catalog's `code` with its values, for the sender to read. */
export function fail(code: string, values: Record<string, PhraseValue>): ConvertResult {
  return new ConversionFailure(phrase(code, values));
}

const QUOTE_LIMIT = 60;

/** A raw value as a message quotes it, cut so that a huge cell does not flood the error report. */
export function cellForMessage(raw: string): string {
  return raw.length > QUOTE_LIMIT ? `${raw.slice(0, QUOTE_LIMIT)}…` : raw;
}

/** True when the cell holds nothing but whitespace. */
export function isBlank(raw: string): boolean {
  if (raw.length === 0) return true;
  // Fast exit on the usual first character, which cannot be whitespace: no trimmed copy per cell.
  const first = raw.charCodeAt(0);
  if (first > 32 && first < 127) return false;
  return raw.trim().length === 0;
}

/** Shared result for empty cells: importance is checked elsewhere. */
export const EMPTY: ConvertResult = Object.freeze({ ok: true, value: '' }) as ConvertResult;
