/**
 * The validation functions: adding one is adding a file to `functions/`, named after its stable
 * name and exporting `definition`, and listing it below.
 */
import { defaultLabelTemplate } from './default-label.ts';
import type { ArgumentSpec, ConstraintDefinition } from './definition.ts';
import { definition as begin_by } from './functions/begin_by.ts';
import { definition as check_ean } from './functions/check_ean.ts';
import { definition as contains } from './functions/contains.ts';
import { definition as date_after } from './functions/date_after.ts';
import { definition as date_after_equals } from './functions/date_after_equals.ts';
import { definition as date_before } from './functions/date_before.ts';
import { definition as date_before_equals } from './functions/date_before_equals.ts';
import { definition as date_between } from './functions/date_between.ts';
import { definition as ends_by } from './functions/ends_by.ts';
import { definition as equal_to } from './functions/equal_to.ts';
import { definition as greater_or_equal_to } from './functions/greater_or_equal_to.ts';
import { definition as greater_than } from './functions/greater_than.ts';
import { definition as is_between } from './functions/is_between.ts';
import { definition as is_date_position } from './functions/is_date_position.ts';
import { definition as is_filled_if_other_value_in } from './functions/is_filled_if_other_value_in.ts';
import { definition as is_lower } from './functions/is_lower.ts';
import { definition as is_number } from './functions/is_number.ts';
import { definition as is_positive_number } from './functions/is_positive_number.ts';
import { definition as is_specific_value } from './functions/is_specific_value.ts';
import { definition as is_unique_key } from './functions/is_unique_key.ts';
import { definition as is_upper } from './functions/is_upper.ts';
import { definition as is_valid_postal_code } from './functions/is_valid_postal_code.ts';
import { definition as is_working_hour } from './functions/is_working_hour.ts';
import { definition as json_array_length_equals } from './functions/json_array_length_equals.ts';
import { definition as json_contains } from './functions/json_contains.ts';
import { definition as length_between } from './functions/length_between.ts';
import { definition as length_equal_to } from './functions/length_equal_to.ts';
import { definition as length_is_maximum } from './functions/length_is_maximum.ts';
import { definition as length_is_minimum } from './functions/length_is_minimum.ts';
import { definition as less_or_equal_to } from './functions/less_or_equal_to.ts';
import { definition as less_than } from './functions/less_than.ts';
import { definition as lookup } from './functions/lookup.ts';
import { definition as match_pattern } from './functions/match_pattern.ts';
import { definition as matches_regex } from './functions/matches_regex.ts';
import { definition as must_be_empty } from './functions/must_be_empty.ts';
import { definition as no_html_tags } from './functions/no_html_tags.ts';
import { definition as no_line_breaks } from './functions/no_line_breaks.ts';
import { definition as not_begin_by } from './functions/not_begin_by.ts';
import { definition as not_contains } from './functions/not_contains.ts';
import { definition as not_ends_by } from './functions/not_ends_by.ts';

/**
 * Every function, one file each in `functions/` named after its stable name (a test checks that
 * every file there is listed here). Listed by hand rather than read from the folder so that the
 * engine can be compiled into one file.
 */
const DEFINITIONS: readonly ConstraintDefinition[] = [
  begin_by,
  check_ean,
  contains,
  date_after,
  date_after_equals,
  date_before,
  date_before_equals,
  date_between,
  ends_by,
  equal_to,
  greater_or_equal_to,
  greater_than,
  is_between,
  is_date_position,
  is_filled_if_other_value_in,
  is_lower,
  is_number,
  is_positive_number,
  is_specific_value,
  is_unique_key,
  is_upper,
  is_valid_postal_code,
  is_working_hour,
  json_array_length_equals,
  json_contains,
  length_between,
  length_equal_to,
  length_is_maximum,
  length_is_minimum,
  less_or_equal_to,
  less_than,
  lookup,
  match_pattern,
  matches_regex,
  must_be_empty,
  no_html_tags,
  no_line_breaks,
  not_begin_by,
  not_contains,
  not_ends_by,
];

const byName = new Map<string, ConstraintDefinition>();
const byId = new Map<string, ConstraintDefinition>();

for (const definition of DEFINITIONS) {
  const id = definition.id.toLowerCase();
  // A duplicated id is a programming error: fail at start-up, not on a request.
  if (byId.has(id)) throw new Error(`functions/${definition.name} reuses the id ${definition.id}`);
  byName.set(definition.name, definition);
  byId.set(id, definition);
}

/** A function by its stable name or its UUID (any case), or undefined. */
export function findConstraintFunction(nameOrId: string): ConstraintDefinition | undefined {
  const key = nameOrId.trim();
  return byName.get(key) ?? byId.get(key.toLowerCase());
}

/** One entry of `GET /constraint-functions`. */
export interface ConstraintFunctionEntry {
  name: string;
  id: string;
  group: string;
  description: string;
  arguments: ArgumentSpec[];
  /** True for rules judged over the whole dataset (is_unique_key, lookup). */
  dataset: boolean;
  default_label: string;
  /** Whether an empty cell passes without being checked. */
  skips_empty: boolean;
}

export function listConstraintFunctions(): ConstraintFunctionEntry[] {
  return [...byName.values()].map((definition) => ({
    name: definition.name,
    id: definition.id,
    group: definition.group,
    description: definition.description,
    arguments: definition.arguments.map((argument) => ({ ...argument })),
    dataset: definition.kind === 'dataset',
    default_label: defaultLabelTemplate(
      definition.name,
      definition.arguments.map((argument) => argument.name),
    ),
    skips_empty: definition.skipsEmpty,
  }));
}
