/**
 * The problems an import found, one record per problem (`line,field,value,message`), written as
 * a CSV file when the import ends. Every problem is counted; the first REPORT_KEPT are kept for the
 * file, so that a file of a million bad lines does not hold a million messages in memory.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { type Language, type Phrase, phrase, render } from '../../domain/messages/index.ts';
import { neutraliseFormulas } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';

export const REPORT_HEADER = ['line', 'field', 'value', 'message'] as const;

/** Problems kept for the report file; beyond, they are only counted. */
export const REPORT_KEPT = 10_000;

/** Longest value repeated in the report; a longer one is cut, its line tells where the rest is. */
const VALUE_CHARS = 1000;

/** One problem: the line of the file (1 is the header), the field (header name) and its value. */
export interface ReportEntry {
  line: number;
  field: string;
  value: string;
  /**
   * What is wrong: a phrase, said in the import's language when the report is written, or the
   * words of a refusal that has none, as they are.
   */
  message: Phrase | string;
}

const said = (message: Phrase | string, language: Language) =>
  typeof message === 'string' ? message : render(message, language);

export class ViolationReport {
  private readonly entries: ReportEntry[] = [];
  /** Every problem found, kept or not. */
  count = 0;

  add(line: number, field: string, value: string | null, message: Phrase | string): void {
    this.count++;
    if (this.entries.length >= REPORT_KEPT) return;
    const text = value ?? '';
    this.entries.push({
      line,
      field,
      value: text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS)}…` : text,
      message,
    });
  }

  /** The kept problems by line (stable: a line's problems stay in the order found). */
  sorted(): ReportEntry[] {
    return [...this.entries].sort((a, b) => a.line - b.line);
  }

  /**
   * Writes the report under `key`, its messages in `language`: the language of the request that
   * started the import, whoever downloads the report later. The header's names stay as documented.
   */
  async write(blobs: BlobStore, key: string, language: Language): Promise<void> {
    // Receivers open the report in a spreadsheet: a value from the file must not run as a formula there.
    const records: (string | number)[][] = this.sorted().map((e) => [
      e.line,
      ...neutraliseFormulas([e.field, e.value, said(e.message, language)]),
    ]);
    const left = this.count - this.entries.length;
    if (left > 0) {
      const more = phrase('report.bulk_import.more_problems', { left, kept: REPORT_KEPT });
      records.push(['', '', '', render(more, language)]);
    }
    await blobs.put(
      key,
      Readable.from(records).pipe(stringify({ header: true, columns: [...REPORT_HEADER] })),
    );
  }
}
