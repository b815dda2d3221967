import type { DateTime } from './calendar.ts';
import { fromCanonicalDate } from './calendar.ts';
import { type Piece, validPieces } from './date-pattern.ts';
import { ENGLISH_MONTHS } from './month-names.ts';

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Renders a date with a format; month names are English. */
function compileDateFormatter(pieces: Piece[]): (d: DateTime) => string {
  return (d) => {
    let out = '';
    for (const p of pieces) {
      if ('literal' in p) {
        out += p.literal;
        continue;
      }
      const hour12 = d.hour % 12 === 0 ? 12 : d.hour % 12;
      switch (p.token) {
        case 'YYYY':
          out += pad(d.year, 4);
          break;
        case 'YY':
          out += pad(d.year % 100, 2);
          break;
        case 'MMMM':
          out += ENGLISH_MONTHS[d.month - 1];
          break;
        case 'MMM':
          out += ENGLISH_MONTHS[d.month - 1]!.slice(0, 3);
          break;
        case 'MM':
          out += pad(d.month, 2);
          break;
        case 'M':
          out += String(d.month);
          break;
        case 'DD':
          out += pad(d.day, 2);
          break;
        case 'D':
          out += String(d.day);
          break;
        case 'HH':
          out += pad(d.hour, 2);
          break;
        case 'H':
          out += String(d.hour);
          break;
        case 'hh':
          out += pad(hour12, 2);
          break;
        case 'h':
          out += String(hour12);
          break;
        case 'mm':
          out += pad(d.minute, 2);
          break;
        case 'ss':
          out += pad(d.second, 2);
          break;
        default:
          out += d.hour < 12 ? 'AM' : 'PM';
      }
    }
    return out;
  };
}

/** Renders canonical dates (`YYYY-MM-DD[THH:mm:ss]`) with an output format; '' stays ''. */
export function dateWriter(outputFormat: string): (canonical: string) => string {
  const write = compileDateFormatter(validPieces(outputFormat));
  return (canonical) => (canonical === '' ? '' : write(fromCanonicalDate(canonical)));
}
