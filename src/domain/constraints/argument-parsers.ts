/**
 * One parser per argument type: text in, parsed value or what a receiver must fix out, as a catalog
 * phrase (`violation.field.argument_*`) said in the reader's language.
 * Parsing happens once, when a constraint is prepared, so checks on millions of cells never parse.
 */
import { RE2JS } from 're2js';
import { estimatedRegexSize, MAX_REGEX_LENGTH, MAX_REGEX_SIZE } from '../bounded-regex.ts';
import { type Phrase, phrase } from '../messages/index.ts';
import { readCanonicalNumber } from './canonical-values.ts';
import { type KnownColumns, parseTargetReference, unknownColumnProblem } from './column-reference.ts';
import { parseDateBound } from './date-bound.ts';
import type { ArgumentSpec, ArgumentType } from './definition.ts';
import { ISO_COUNTRY_CODES } from './iso-countries.ts';
import { parseJsonPath } from './json-path.ts';
import { parseLookupConditions } from './lookup-conditions.ts';
import { compileWildcard, MAX_WILDCARD_LENGTH } from './wildcard.ts';

export type Parsed = { ok: true; value: unknown } | { ok: false; problem: Phrase };

/** A country argument: a literal code, or the column of the row that holds the code. */
export type CountryArgument = { code: string } | { column: string };

type Parser = (text: string, spec: ArgumentSpec, targetColumns: KnownColumns) => Parsed;

const ok = (value: unknown): Parsed => ({ ok: true, value });
const fail = (code: string, values?: Record<string, string | number>): Parsed => ({
  ok: false,
  problem: phrase(`violation.field.argument_${code}`, values),
});

/**
 * Why a regular expression is too large to compile (see ../bounded-regex.ts), counted as the
 * reader's language writes numbers, or null.
 */
function regexTooLarge(text: string): Parsed | null {
  if (text.length > MAX_REGEX_LENGTH)
    return fail('regex_too_long', { length: text.length, max: MAX_REGEX_LENGTH });
  const size = estimatedRegexSize(text);
  return size > MAX_REGEX_SIZE ? fail('regex_too_large', { size, max: MAX_REGEX_SIZE }) : null;
}

/** Splits on commas not preceded by a backslash; `\,` stands for a literal comma. */
export function splitArgumentList(text: string): string[] {
  return text
    .split(/(?<!\\),/)
    .map((item) => item.replaceAll('\\,', ',').trim())
    .filter((item) => item !== '');
}

function parseColumn(text: string, targetColumns: KnownColumns): Parsed {
  const name = parseTargetReference(text);
  if (!name) return fail('not_column', { text: text.trim() });
  const missing = unknownColumnProblem(name, targetColumns);
  return missing ? { ok: false, problem: missing } : ok(name);
}

function parseInteger(text: string, spec: ArgumentSpec): Parsed {
  const trimmed = text.trim();
  if (!/^[-+]?\d+$/.test(trimmed)) return fail('not_integer', { text: trimmed });
  const value = Number(trimmed);
  if (spec.minimum !== undefined && value < spec.minimum)
    return fail('below_minimum', { minimum: spec.minimum });
  return ok(value);
}

const PARSERS: Record<ArgumentType, Parser> = {
  text: (text) => ok(text),
  integer: parseInteger,
  number: (text) => {
    const value = readCanonicalNumber(text.trim());
    return value === null ? fail('not_number', { text: text.trim() }) : ok(value);
  },
  date: (text) => {
    const bound = parseDateBound(text);
    return bound ? ok(bound) : fail('not_date', { text: text.trim() });
  },
  hour: (text, spec) => {
    const parsed = parseInteger(text, spec);
    if (!parsed.ok) return parsed;
    const hour = parsed.value as number;
    return hour >= 0 && hour <= 23 ? parsed : fail('hour_range');
  },
  country: (text, _spec, targetColumns) => {
    const trimmed = text.trim();
    if (trimmed.startsWith('#(')) {
      const column = parseColumn(trimmed, targetColumns);
      return column.ok ? ok({ column: column.value }) : column;
    }
    const code = trimmed.toUpperCase();
    if (ISO_COUNTRY_CODES.has(code)) return ok({ code });
    return fail('not_country', { text: trimmed });
  },
  column: (text, _spec, targetColumns) => parseColumn(text, targetColumns),
  columns: (text, spec, targetColumns) => {
    const names: string[] = [];
    for (const item of splitArgumentList(text)) {
      const column = parseColumn(item, targetColumns);
      if (!column.ok) return column;
      if (names.includes(column.value as string)) return fail('column_twice', { column: item });
      names.push(column.value as string);
    }
    if (names.length === 0) return fail('columns_none');
    const max = spec.maxItems;
    if (max !== undefined && names.length > max) return fail('columns_over', { max });
    return ok(names);
  },
  list: (text) => {
    const items = splitArgumentList(text);
    return items.length > 0 ? ok(items) : fail('list_empty');
  },
  regex: (text) => {
    const tooLarge = regexTooLarge(text);
    if (tooLarge) return tooLarge;
    try {
      return ok(RE2JS.compile(text));
    } catch (error) {
      // RE2's own words, in English: they name the construct at fault.
      return fail('regex_invalid', { detail: (error as Error).message });
    }
  },
  wildcard: (text) => {
    return text.length > MAX_WILDCARD_LENGTH
      ? fail('pattern_too_long', { length: text.length, max: MAX_WILDCARD_LENGTH })
      : ok(compileWildcard(text));
  },
  enum: (text, spec) => {
    const value = text.trim().toUpperCase();
    const allowed = spec.values ?? [];
    return allowed.includes(value) ? ok(value) : fail('not_in_enum', { values: allowed.join(', ') });
  },
  json_path: (text) => {
    const steps = parseJsonPath(text);
    return steps ? ok(steps) : fail('not_json_path', { text: text.trim() });
  },
  lookup_conditions: (text, _spec, targetColumns) => {
    const parsed = parseLookupConditions(text, targetColumns);
    return parsed.ok ? ok(parsed.value) : parsed;
  },
};

export function parseArgument(text: string, spec: ArgumentSpec, targetColumns: KnownColumns): Parsed {
  return PARSERS[spec.type](text, spec, targetColumns);
}
