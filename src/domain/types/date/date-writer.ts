import { fromCanonicalDate } from './calendar.ts';
import { compileDateFormatter, validPieces } from './date-pattern.ts';

/** Renders canonical dates (`YYYY-MM-DD[THH:mm:ss]`) with an output format; '' stays ''. */
export function dateWriter(outputFormat: string): (canonical: string) => string {
  const write = compileDateFormatter(validPieces(outputFormat));
  return (canonical) => (canonical === '' ? '' : write(fromCanonicalDate(canonical)));
}
