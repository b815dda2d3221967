/**
 * The records of an import's CSV file, streamed through csv-parse, each with the line it starts
 * on. A UTF-8 byte-order mark is dropped; the delimiter (`,`, `;` or tab) is the one the header
 * line uses most, as spreadsheets in some languages save with `;`. Quotes are read leniently (a `"`
 * inside an unquoted cell is kept as text); what cannot be read is a problem of its line, never an
 * exception, except a quote left open or a record beyond MAX_RECORD_CHARS, after which nothing of
 * the file can be read (`fatal`).
 */
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { type CsvError, type Info, parse } from 'csv-parse';
import { type Phrase, phrase } from '../../domain/messages/index.ts';

/** One record: its cells and the line of the file it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A line csv-parse could not read. */
export interface CsvProblem {
  line: number;
  /** Why, said in the import's language when the report is written. */
  said: Phrase;
  /** The rest of the file cannot be read after it. */
  fatal: boolean;
}

/**
 * Far above any legitimate record (a value list line holds at most 1,000 synonyms of 1,000
 * characters); it stops a quote left open from gathering the whole rest of a large file in memory.
 */
export const MAX_RECORD_CHARS = 2_000_000;

const DELIMITERS = [',', ';', '\t'];

/** The delimiter the first line of `head` uses most; `,` when it uses none. */
export function detectDelimiter(head: Buffer): string {
  const end = head.indexOf(10);
  const line = head.subarray(0, end < 0 ? head.length : end).toString('utf8');
  const counts = DELIMITERS.map((d) => line.split(d).length - 1);
  const best = Math.max(...counts);
  return best === 0 ? ',' : DELIMITERS[counts.indexOf(best)]!;
}

/** Line breaks inside a record's cells, a CRLF counting once; and its CRLFs alone. */
function breaksIn(cells: readonly string[]): { breaks: number; crlfs: number } {
  let breaks = 0;
  let crlfs = 0;
  for (const cell of cells) {
    if (cell.indexOf('\n') < 0 && cell.indexOf('\r') < 0) continue;
    for (const match of cell.matchAll(/\r\n|\r|\n/g)) {
      breaks++;
      if (match[0].length === 2) crlfs++;
    }
  }
  return { breaks, crlfs };
}

function problemOf(error: CsvError, nextLine: number, overcount: number): CsvProblem {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return {
      line: nextLine,
      said: phrase('report.bulk_import.quote_not_closed'),
      fatal: true,
    };
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return {
      line: nextLine,
      said: phrase('report.bulk_import.record_too_long', { max: MAX_RECORD_CHARS }),
      fatal: true,
    };
  const at = (error as { lines?: unknown }).lines;
  return {
    line: typeof at === 'number' ? at - overcount : nextLine,
    said: phrase('report.bulk_import.unreadable_line', { reason: error.message }),
    fatal: false,
  };
}

/**
 * Hands each record of `source`, in order, to `onRecord`, synchronously: what an import does with a
 * line needs no waiting, so no promise is made per record as an async iterator would.
 * `onBytes` hears of every chunk read (for progress), `onProblem` of every line that could not be
 * read. An error of the source (the connection cut), or one `onRecord` throws, rejects.
 */
export async function readCsvRecords(
  source: Readable,
  onRecord: (record: CsvRecord) => void,
  onBytes: (bytes: number) => void,
  onProblem: (problem: CsvProblem) => void,
): Promise<void> {
  const chunks = source[Symbol.asyncIterator]();
  try {
    const first = await chunks.next();
    if (first.done) return;
    const head = Buffer.from(first.value as Uint8Array);
    const parser = parse({
      bom: true,
      delimiter: detectDelimiter(head),
      info: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // Any line ending, even mixed in one file (a line pasted from another editor); CR alone: old Mac files.
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_records_with_error: true,
      max_record_size: MAX_RECORD_CHARS,
    });
    let lastLine = 0;
    // csv-parse counts a CRLF inside quotes as two lines, for the rest of the file: taken back here.
    let overcount = 0;
    parser.on('skip', (error: CsvError) => onProblem(problemOf(error, lastLine + 1, overcount)));
    const records = new Writable({
      objectMode: true,
      write({ record, info }: { record: string[]; info: Info }, _encoding, done) {
        const { breaks, crlfs } = breaksIn(record);
        overcount += crlfs;
        lastLine = info.lines - overcount;
        try {
          onRecord({ line: lastLine - breaks, cells: record });
          done();
        } catch (error) {
          done(error as Error);
        }
      },
    });
    async function* bytes() {
      onBytes(head.length);
      yield head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        onBytes((next.value as Uint8Array).length);
        yield next.value as Uint8Array;
        // A file that arrives faster than it is read is buffered: the chunks then follow each other
        // as promise callbacks, and the whole file was parsed without a turn of the event loop
        // (stalls of 200 ms on 4 MB). One turn per chunk lets the requests waiting in.
        await setImmediate();
      }
    }
    await pipeline(bytes, parser, records);
  } finally {
    // Stopped early (an error), the connection is not left open.
    source.destroy();
  }
}
