/** The functions a template may call: pure, over plain data, bounded by the render's budget. */
import type { Budget } from './budget.ts';
import { TwigError } from './errors.ts';
import { MAX_RANGE } from './limits.ts';
import { compare, isHash, isList, toNumber, type Value } from './values.ts';

export type TwigFunction = (args: Value[], budget: Budget) => Value;

/** `range(low, high, step)` and `low..high`: numbers, or single letters (`'a'..'e'`). */
export function range(args: Value[], budget: Budget): Value[] {
  const [low = null, high = null, stepArg = 1] = args;
  const letters =
    typeof low === 'string' &&
    typeof high === 'string' &&
    low.length === 1 &&
    high.length === 1 &&
    !/\d/.test(low + high);
  const from = letters ? (low as string).charCodeAt(0) : toNumber(low);
  const to = letters ? (high as string).charCodeAt(0) : toNumber(high);
  const step = Math.abs(toNumber(stepArg));
  if (step === 0) throw new TwigError('runtime', 'range_step');
  const count = Math.floor(Math.abs(to - from) / step) + 1;
  if (!(count <= MAX_RANGE)) {
    throw new TwigError('budget', 'range_size', { max: MAX_RANGE, count });
  }
  budget.entries(count);
  const direction = to >= from ? 1 : -1;
  const values: Value[] = [];
  for (let i = 0; i < count; i++) {
    const n = from + direction * i * step;
    values.push(letters ? String.fromCharCode(n) : n);
  }
  return values;
}

/** The values `min`/`max` compare: one list or hash, or the arguments themselves. */
function candidates(args: Value[]): Value[] {
  const only = args[0] ?? null;
  if (args.length === 1 && isList(only)) return only;
  if (args.length === 1 && isHash(only)) return [...only.values()];
  return args;
}

function extreme(args: Value[], sign: number): Value {
  const values = candidates(args);
  if (values.length === 0) throw new TwigError('runtime', 'min_max_empty');
  return values.reduce((best, value) => (compare(value, best) * sign > 0 ? value : best));
}

export const FUNCTIONS: Record<string, TwigFunction> = {
  range,
  min: (args) => extreme(args, -1),
  max: (args) => extreme(args, 1),
  /** `cycle(values, position)`: the value at `position`, going round. */
  cycle([values = null, position = 0]) {
    const list = isList(values) ? values : isHash(values) ? [...values.values()] : [values];
    if (list.length === 0) return null;
    const index = Math.trunc(toNumber(position)) % list.length;
    return list[index < 0 ? index + list.length : index]!;
  },
};
