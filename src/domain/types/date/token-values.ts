import { type DateTime, expandTwoDigitYear, isValidDateTime } from './calendar.ts';
import { monthOfName } from './month-names.ts';

/**
 * The date made by the text each token of a format read (tokens and values in the same order), or
 * null when it is not a real one: an unknown month name, 13 PM, the 31st of February. A later
 * token of the same field wins, as it always has.
 */
export function dateOfTokenValues(tokens: readonly string[], values: readonly string[]): DateTime | null {
  const d: DateTime = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0, hasTime: false };
  let pm: boolean | null = null;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    const value = values[k]!;
    if (token === 'YYYY') d.year = Number(value);
    else if (token === 'YY') d.year = expandTwoDigitYear(Number(value));
    else if (token === 'MMMM' || token === 'MMM') {
      const month = monthOfName(value);
      if (month === undefined) return null;
      d.month = month;
    } else if (token === 'MM' || token === 'M') d.month = Number(value);
    else if (token === 'DD' || token === 'D') d.day = Number(value);
    else if (token === 'mm') d.minute = Number(value);
    else if (token === 'ss') d.second = Number(value);
    else if (token === 'A') pm = value.toLowerCase() === 'pm';
    else {
      d.hour = Number(value);
      d.hasTime = true;
    }
  }
  if (pm !== null) {
    if (d.hour < 1 || d.hour > 12) return null;
    d.hour = (d.hour % 12) + (pm ? 12 : 0);
  }
  return isValidDateTime(d) ? d : null;
}
