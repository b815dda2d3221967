/**
 * Every column type, one file each beside this one exporting `columnType` (a test checks that
 * every such file is listed here). Listed by hand rather than read from the folder so that the
 * engine can be compiled into one file. Adding a type is adding its file and its line below.
 */

import { columnType as boolean } from './boolean.ts';
import { columnType as choice } from './choice.ts';
import { columnType as column } from './column.ts';
import { columnType as date } from './date.ts';
import { columnType as dateFormat } from './date-format.ts';
import type { ColumnTypeDefinition } from './definition/column-type-definition.ts';
import { columnType as email } from './email.ts';
import { columnType as image } from './image.ts';
import { columnType as json } from './json.ts';
import { columnType as listOfValues } from './list-of-values.ts';
import { columnType as number } from './number.ts';
import { columnType as text } from './text.ts';
import { columnType as url } from './url.ts';
import { columnType as value } from './value.ts';

const definitions = new Map<string, ColumnTypeDefinition>(
  [boolean, choice, column, dateFormat, date, email, image, json, listOfValues, number, text, url, value].map(
    (definition) => [definition.name, definition as ColumnTypeDefinition],
  ),
);

/** Names of every column type, as `type.type` accepts them. */
export const COLUMN_TYPE_NAMES: readonly string[] = [...definitions.keys()].sort();

/** The definition of a column type by name, or undefined. */
export function getColumnType(name: string): ColumnTypeDefinition | undefined {
  return definitions.get(name);
}

/** Every definition, by name. */
export function allColumnTypes(): readonly ColumnTypeDefinition[] {
  return COLUMN_TYPE_NAMES.map((name) => definitions.get(name)!);
}
