/** Every filter a template may use, by name: the policy's list of filters is this registry's keys. */
import { date } from './date.ts';
import { ESCAPE_FILTERS } from './escape.ts';
import type { Filter } from './filter.ts';
import { jsonEncode } from './json-encode.ts';
import { LIST_FILTERS } from './lists.ts';
import { NUMBER_FILTERS } from './numbers.ts';
import { TEXT_FILTERS } from './text.ts';

export const FILTERS: Record<string, Filter> = Object.assign(Object.create(null), {
  ...ESCAPE_FILTERS,
  ...TEXT_FILTERS,
  ...LIST_FILTERS,
  ...NUMBER_FILTERS,
  json_encode: jsonEncode,
  date,
});
