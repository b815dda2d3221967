/**
 * A number is a plain decimal: optional sign, digits, optional "." and decimals. Thousands
 * separators and exponents are not numbers here: NUMBER columns convert them before checks run.
 */
import { readCanonicalNumber } from '../canonical-values.ts';
import { defineCellConstraint } from '../definition.ts';

export const definition = defineCellConstraint<Record<string, never>>({
  name: 'is_number',
  id: '3810f891-1769-4cff-9406-9fc28c49fac7',
  group: 'number',
  description: 'The value is a decimal number.',
  arguments: [],
  skipsEmpty: true,
  check: (value) => readCanonicalNumber(value) !== null,
});
