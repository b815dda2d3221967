/**
 * One parser per argument type: text in, parsed value or a message a receiver understands out.
 * Parsing happens once, when a constraint is prepared, so checks on millions of cells never parse.
 */
import { RE2JS } from 're2js';
import { regexBoundProblem } from '../bounded-regex.ts';
import { readCanonicalNumber } from './canonical-values.ts';
import { type KnownColumns, parseTargetReference, unknownColumnMessage } from './column-reference.ts';
import { parseDateBound } from './date-bound.ts';
import type { ArgumentSpec, ArgumentType } from './definition.ts';
import { ISO_COUNTRY_CODES } from './iso-countries.ts';
import { parseJsonPath } from './json-path.ts';
import { parseLookupConditions } from './lookup-conditions.ts';
import { compileWildcard, wildcardLengthProblem } from './wildcard.ts';

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/** A country argument: a literal code, or the column of the row that holds the code. */
export type CountryArgument = { code: string } | { column: string };

type Parser = (text: string, spec: ArgumentSpec, targetColumns: KnownColumns) => Parsed;

const ok = (value: unknown): Parsed => ({ ok: true, value });
const fail = (message: string): Parsed => ({ ok: false, message });

/** Splits on commas not preceded by a backslash; `\,` stands for a literal comma. */
export function splitArgumentList(text: string): string[] {
  return text
    .split(/(?<!\\),/)
    .map((item) => item.replaceAll('\\,', ',').trim())
    .filter((item) => item !== '');
}

function parseColumn(text: string, targetColumns: KnownColumns): Parsed {
  const name = parseTargetReference(text);
  if (!name) return fail(`"${text.trim()}" is not a column reference; write it as #(technical_name).`);
  const missing = unknownColumnMessage(name, targetColumns);
  return missing ? fail(missing) : ok(name);
}

function parseInteger(text: string, spec: ArgumentSpec): Parsed {
  const trimmed = text.trim();
  if (!/^[-+]?\d+$/.test(trimmed)) return fail(`"${trimmed}" is not a whole number.`);
  const value = Number(trimmed);
  if (spec.minimum !== undefined && value < spec.minimum) {
    return fail(`The value must be ${spec.minimum} or more.`);
  }
  return ok(value);
}

const PARSERS: Record<ArgumentType, Parser> = {
  text: (text) => ok(text),
  integer: parseInteger,
  number: (text) => {
    const value = readCanonicalNumber(text.trim());
    return value === null
      ? fail(`"${text.trim()}" is not a number; use digits and a dot for decimals.`)
      : ok(value);
  },
  date: (text) => {
    const bound = parseDateBound(text);
    return bound
      ? ok(bound)
      : fail(`"${text.trim()}" is not a date; write YYYY-MM-DD, YYYY-MM-DDTHH:mm:ss or today.`);
  },
  hour: (text, spec) => {
    const parsed = parseInteger(text, spec);
    if (!parsed.ok) return parsed;
    const hour = parsed.value as number;
    return hour >= 0 && hour <= 23 ? parsed : fail('An hour must be between 0 and 23.');
  },
  country: (text, _spec, targetColumns) => {
    const trimmed = text.trim();
    if (trimmed.startsWith('#(')) {
      const column = parseColumn(trimmed, targetColumns);
      return column.ok ? ok({ column: column.value }) : column;
    }
    const code = trimmed.toUpperCase();
    if (ISO_COUNTRY_CODES.has(code)) return ok({ code });
    return fail(`"${trimmed}" is not an ISO 3166 alpha-2 country code (such as FR or US) nor a #(column).`);
  },
  column: (text, _spec, targetColumns) => parseColumn(text, targetColumns),
  columns: (text, spec, targetColumns) => {
    const names: string[] = [];
    for (const item of splitArgumentList(text)) {
      const column = parseColumn(item, targetColumns);
      if (!column.ok) return column;
      if (names.includes(column.value as string)) return fail(`The column ${item} is listed twice.`);
      names.push(column.value as string);
    }
    if (names.length === 0) return fail('At least one column reference is needed.');
    const max = spec.maxItems;
    if (max !== undefined && names.length > max) return fail(`At most ${max} columns may be listed.`);
    return ok(names);
  },
  list: (text) => {
    const items = splitArgumentList(text);
    return items.length > 0 ? ok(items) : fail('The list must hold at least one value.');
  },
  regex: (text) => {
    const tooLarge = regexBoundProblem(text);
    if (tooLarge) return fail(`This regular expression ${tooLarge}.`);
    try {
      return ok(RE2JS.compile(text));
    } catch (error) {
      return fail(`This is not a valid regular expression: ${(error as Error).message}`);
    }
  },
  wildcard: (text) => {
    const tooLong = wildcardLengthProblem(text);
    return tooLong ? fail(`This pattern ${tooLong}.`) : ok(compileWildcard(text));
  },
  enum: (text, spec) => {
    const value = text.trim().toUpperCase();
    const allowed = spec.values ?? [];
    return allowed.includes(value) ? ok(value) : fail(`The value must be one of ${allowed.join(', ')}.`);
  },
  json_path: (text) => {
    const steps = parseJsonPath(text);
    return steps ? ok(steps) : fail(`"${text.trim()}" is not a path such as a.b[0].c.`);
  },
  lookup_conditions: (text, _spec, targetColumns) => {
    const parsed = parseLookupConditions(text, targetColumns);
    return parsed.ok ? ok(parsed.value) : fail(parsed.message);
  },
};

export function parseArgument(text: string, spec: ArgumentSpec, targetColumns: KnownColumns): Parsed {
  return PARSERS[spec.type](text, spec, targetColumns);
}
