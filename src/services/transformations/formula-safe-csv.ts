/**
 * A stored CSV served as a receiver opens it: in a spreadsheet. The normalized source keeps the
 * sender's cells as they were (runs read it again), so a cell such as `=HYPERLINK(…)` or `-2+3`
 * is neutralised on the way out, by the rule the reports are written with (neutraliseFormula).
 */
import { pipeline, type Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { neutraliseFormulas } from '../../engine/index.ts';

export function formulaSafeCsv(source: Readable): Readable {
  const neutralise = new Transform({
    objectMode: true,
    transform(record: string[], _encoding, done) {
      done(null, neutraliseFormulas(record));
    },
  });
  return pipeline(source, parse({ relax_column_count: true }), neutralise, stringify(), () => {});
}
