/**
 * A custom extractor for Ferry that makes its file rather than fetching it: `rows` lines of
 * sample contacts (metadata "rows", default 10), streamed as they are made. A start for an
 * extractor that reads from a database or an internal API: yield the records as CSV lines.
 */
import { Readable } from 'node:stream';

export const handle = 'generated-csv';
export const name = 'Generated sample contacts';

export function extract({ metadata, signal }) {
  const rows = Number(metadata.rows ?? 10);
  if (!Number.isInteger(rows) || rows < 0 || rows > 1_000_000) {
    throw new Error(`The metadata "rows" must be a whole number from 0 to 1000000, not ${metadata.rows}.`);
  }
  async function* lines() {
    yield 'email,name,price\n';
    for (let i = 1; i <= rows; i++) {
      if (signal.aborted) return;
      yield `contact${i}@example.com,Contact ${i},${(i % 100) + 0.5}\n`;
    }
  }
  return { filename: 'contacts.csv', stream: Readable.from(lines()) };
}
