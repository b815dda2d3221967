/**
 * EAN-13 only (GTIN-13): exactly 13 digits, the last being the check digit. From the left, digits
 * in odd positions weigh 1 and in even positions 3; the check digit completes the sum to a multiple
 * of 10.
 */
import { defineCellConstraint } from '../definition.ts';

export function isValidEan13(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(value[12]);
}

export const definition = defineCellConstraint<Record<string, never>>({
  name: 'check_ean',
  id: 'd9745c4e-f838-4813-8ed9-993a7774fc95',
  group: 'other',
  description: 'The value is a 13-digit EAN code with a valid check digit.',
  arguments: [],
  skipsEmpty: true,
  check: (value) => isValidEan13(value),
});
