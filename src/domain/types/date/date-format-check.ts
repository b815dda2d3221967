import type { ViolationItem } from '../../errors.ts';
import { type Phrase, phrase } from '../../messages/index.ts';
import { problemAt } from '../../validation.ts';
import { tokenizeDateFormat, tokensOf } from './date-pattern.ts';

/**
 * Violations of a date format from a configuration. An input format must name a year and a month
 * (a missing day means the 1st) and a 12-hour clock needs its AM/PM marker.
 */
export function checkDateFormat(format: string, path: string, usage: 'input' | 'output'): ViolationItem[] {
  const pieces = tokenizeDateFormat(format);
  const problem = (said: Phrase) => [problemAt(path, format, said)];
  if (!Array.isArray(pieces)) return problem(pieces);
  const tokens = tokensOf(pieces);
  if (tokens.size === 0) return problem(phrase('violation.field.date_tokens_missing'));
  if (usage === 'output') return [];
  const hasYear = tokens.has('YYYY') || tokens.has('YY');
  const hasMonth = ['MMMM', 'MMM', 'MM', 'M'].some((t) => tokens.has(t));
  if (!hasYear || !hasMonth) return problem(phrase('violation.field.date_year_month_missing'));
  if ((tokens.has('hh') || tokens.has('h')) && !tokens.has('A')) {
    return problem(phrase('violation.field.date_am_pm_missing'));
  }
  return [];
}
