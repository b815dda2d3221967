/** Filters over numbers, rounding half away from zero as PHP does. */
import { TwigError } from '../errors.ts';
import { toNumber, toText, type Value } from '../values.ts';
import type { Filter } from './filter.ts';

/** PHP's round: half away from zero, to `precision` decimals (negative: tens, hundreds…). */
export function roundHalfUp(n: number, precision: number): number {
  const factor = 10 ** precision;
  const scaled = Math.abs(n) * factor;
  // toPrecision(15) absorbs the binary error of scaling (1.005 * 100 = 100.49999…), as PHP's pre-rounding does.
  const rounded = Math.round(Number(scaled.toPrecision(15)));
  return (Math.sign(n) * rounded) / factor;
}

const round: Filter = (input, [precision = 0, method = 'common']) => {
  const n = toNumber(input);
  const digits = Math.max(-15, Math.min(15, Math.trunc(toNumber(precision))));
  const factor = 10 ** digits;
  switch (toText(method)) {
    case 'common':
      return roundHalfUp(n, digits);
    case 'ceil':
      return Math.ceil(n * factor) / factor;
    case 'floor':
      return Math.floor(n * factor) / factor;
    default:
      throw new TwigError('runtime', 'round_method');
  }
};

const numberFormat: Filter = (input, [decimals = 0, point = '.', thousands = ',']) => {
  const digits = Math.max(0, Math.min(20, Math.trunc(toNumber(decimals))));
  const n = roundHalfUp(toNumber(input), digits);
  const [whole, fraction] = Math.abs(n).toFixed(digits).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, toText(thousands));
  const sign = n < 0 ? '-' : '';
  return sign + grouped + (fraction === undefined ? '' : toText(point) + fraction);
};

const value = (input: Value) => toNumber(input);

export const NUMBER_FILTERS: Record<string, Filter> = {
  abs: (input) => Math.abs(value(input)),
  round,
  number_format: numberFormat,
};
