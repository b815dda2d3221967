/**
 * `json_encode`, as twig.js wrote it before (JSON.stringify: `/` and non-ASCII kept as they
 * are), walking lists and hashes entry by entry against the budget.
 */
import type { Budget } from '../budget.ts';
import { checkValueDepth, isHash, isList, type Value } from '../values.ts';
import type { Filter } from './filter.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function toJson(value: Value, budget: Budget, depth: number): Json {
  budget.step();
  if (isList(value)) {
    checkValueDepth(depth);
    return value.map((v) => toJson(v, budget, depth + 1));
  }
  if (isHash(value)) {
    checkValueDepth(depth);
    // A null prototype: a key such as "__proto__" is an entry like any other.
    const object: { [key: string]: Json } = Object.create(null);
    for (const [key, v] of value) object[key] = toJson(v, budget, depth + 1);
    return object;
  }
  return value;
}

export const jsonEncode: Filter = (input, _args, budget) =>
  budget.text(JSON.stringify(toJson(input, budget, 0)));
