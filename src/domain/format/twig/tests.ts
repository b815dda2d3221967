/** The tests of `x is …`: `defined` gets `undefined` for a name or attribute that is not there. */
import type { Budget } from './budget.ts';
import { TwigError } from './errors.ts';
import { isHash, isList, strictEquals, toNumber, type Value } from './values.ts';

export type TwigTest = (value: Value | undefined, args: Value[], budget: Budget) => boolean;

const isEmpty = (value: Value | undefined) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (isList(value) && value.length === 0) ||
  (isHash(value) && value.size === 0);

const integer = (value: Value | undefined) => Math.trunc(toNumber(value ?? null));

export const TESTS: Record<string, TwigTest> = {
  defined: (value) => value !== undefined,
  empty: isEmpty,
  null: (value) => value === null || value === undefined,
  none: (value) => value === null || value === undefined,
  even: (value) => integer(value) % 2 === 0,
  odd: (value) => Math.abs(integer(value) % 2) === 1,
  iterable: (value) => isList(value ?? null) || isHash(value ?? null),
  sequence: (value) => isList(value ?? null),
  mapping: (value) => isHash(value ?? null),
  'same as': (value, [other = null], budget) => strictEquals(value ?? null, other, budget),
  'divisible by': (value, [divisor = null]) => {
    const by = integer(divisor);
    if (by === 0) throw new TwigError('runtime', 'division_by_zero');
    return integer(value) % by === 0;
  },
};
