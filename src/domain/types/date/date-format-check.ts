import type { ViolationItem } from '../../errors.ts';
import { tokenizeDateFormat, tokensOf } from './date-pattern.ts';

/**
 * Violations of a date format from a configuration. An input format must name a year and a month
 * (a missing day means the 1st) and a 12-hour clock needs its AM/PM marker.
 */
export function checkDateFormat(format: string, path: string, usage: 'input' | 'output'): ViolationItem[] {
  const pieces = tokenizeDateFormat(format);
  const problem = (message: string) => [{ property_path: path, invalid_value: format, message }];
  if (typeof pieces === 'string') return problem(pieces);
  const tokens = tokensOf(pieces);
  if (tokens.size === 0) return problem('should contain date tokens such as YYYY, MM, DD');
  if (usage === 'output') return [];
  const hasYear = tokens.has('YYYY') || tokens.has('YY');
  const hasMonth = ['MMMM', 'MMM', 'MM', 'M'].some((t) => tokens.has(t));
  if (!hasYear || !hasMonth)
    return problem('should contain a year (YYYY or YY) and a month (MM, M, MMM or MMMM)');
  if ((tokens.has('hh') || tokens.has('h')) && !tokens.has('A')) {
    return problem('uses a 12-hour clock (hh or h) without its AM/PM marker (A)');
  }
  return [];
}
