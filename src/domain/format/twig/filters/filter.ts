/** A filter: the value before `|`, the arguments in order, and the render's budget to charge. */
import type { Budget } from '../budget.ts';
import type { Value } from '../values.ts';

export type Filter = (input: Value, args: Value[], budget: Budget) => Value;
