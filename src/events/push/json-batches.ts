/**
 * The bodies of a push in json mode: the target's rows regrouped into JSON arrays of `size` rows.
 * Only one batch is held at a time. `skip` rows are passed over first, so that an attempt after a
 * failure starts with the batch that failed rather than from the first row.
 */

export interface JsonBatch {
  /** 1-based place in the target of the batch's first row. */
  first: number;
  rows: number;
  /** A JSON array of the rows. */
  body: string;
}

export async function* jsonBatches(
  records: AsyncIterable<unknown[]>,
  size: number,
  skip: number,
): AsyncGenerator<JsonBatch> {
  let seen = 0;
  let first = skip + 1;
  let parts: string[] = [];
  for await (const chunk of records) {
    for (const record of chunk) {
      seen += 1;
      if (seen <= skip) continue;
      parts.push(JSON.stringify(record));
      if (parts.length === size) {
        yield { first, rows: parts.length, body: `[${parts.join(',')}]` };
        first += parts.length;
        parts = [];
      }
    }
  }
  if (parts.length > 0) yield { first, rows: parts.length, body: `[${parts.join(',')}]` };
}
