/**
 * What a sender may download of its transformation's files when the template has hidden columns:
 * the error report without the lines about them, and the target without them (sender-target.ts).
 * The source files are the sender's own data and pass unchanged, the normalized source with its
 * formulas neutralised for whoever opens it (formula-safe-csv.ts).
 */
import { pipeline, type Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import type { BlobStore } from '../../files/blob-store.ts';
import type { Db } from '../../store/db.ts';
import type { Principal } from '../principal.ts';
import { formulaSafeCsv } from './formula-safe-csv.ts';
import { type HiddenColumns, hiddenColumnsFor } from './hidden-columns.ts';
import { targetWithout } from './sender-target.ts';

/** `row,column,value,rule,message`: the column is the second field. */
const COLUMN_FIELD = 1;

function withoutHiddenLines(source: Readable, hidden: HiddenColumns): Readable {
  let header = true;
  const keep = new Transform({
    objectMode: true,
    transform(record: string[], _encoding, done) {
      const first = header;
      header = false;
      done(null, first || !hidden.names.has(record[COLUMN_FIELD] ?? '') ? record : undefined);
    },
  });
  return pipeline(source, parse({ relax_column_count: true }), keep, stringify(), () => {});
}

/** The stored file under `key`, as the principal may see it; `kind` is the transformation's or submission's file kind. */
export async function fileForPrincipal(
  db: Db,
  blobs: BlobStore,
  principal: Principal,
  templateId: string | null,
  kind: string,
  key: string,
): Promise<Readable> {
  const open = () => blobs.get(key);
  if (kind === 'normalized') return formulaSafeCsv(await open());
  if (principal.kind !== 'customer' || !templateId || (kind !== 'target' && kind !== 'error_report'))
    return open();
  const hidden = await hiddenColumnsFor(db, principal, templateId);
  if (!hidden.names.size) return open();
  if (kind === 'target') return targetWithout(db, blobs, key, templateId, hidden.names);
  return withoutHiddenLines(await open(), hidden);
}
