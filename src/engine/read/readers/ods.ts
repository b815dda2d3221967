import { OdsSheetParser, type RowRun } from '../ods/ods-sheet-parser.ts';
import type { RawRecord } from '../raw-record.ts';
import { isWantedSheet, noSuchSheet } from '../sheet-choice.ts';
import { SourceError } from '../source-error.ts';
import { WORKBOOK_BATCH, workbookReader } from '../workbook-reader.ts';
import { openZipArchive } from '../zip/zip-archive.ts';

const CONTENT = 'content.xml';

/**
 * OpenDocument spreadsheets (.ods, LibreOffice Calc's own format): the sheets live in one part,
 * `content.xml`, read as a stream from the ZIP archive with the XLSX reader's limits (declared
 * sizes judged first, every inflated byte counted) and nothing written to disk.
 */
export const reader = workbookReader('ods', sheetRecords);

async function* sheetRecords(
  path: string,
  wanted: string | number | undefined,
  chosen: (name: string) => void,
): AsyncGenerator<RawRecord[]> {
  const zip = await openZipArchive(path);
  try {
    if (!zip.has(CONTENT)) throw SourceError.of('ods_no_content');
    const parser = new OdsSheetParser((name, position) => isWantedSheet(name, position, wanted));
    const part = await zip.open(CONTENT);
    const decoder = new TextDecoder('utf-8');
    const batch = new Batcher();
    try {
      for await (const chunk of part as AsyncIterable<Buffer>) {
        yield* batch.take(parser.push(decoder.decode(chunk, { stream: true })));
        if (parser.chosen !== null) chosen(parser.chosen);
        if (parser.done) break;
      }
      if (!parser.done) yield* batch.take(parser.end());
    } finally {
      part.destroy();
    }
    yield* batch.flush();
    if (parser.chosen === null) {
      if (parser.names.length === 0) throw SourceError.of('ods_no_sheet');
      throw noSuchSheet(wanted, parser.names);
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw SourceError.of('spreadsheet_unreadable', { reason: (error as Error).message });
  } finally {
    zip.close();
  }
}

/** Expands runs of repeated rows into batches, so that a run's copies never sit in memory at once. */
class Batcher {
  private batch: RawRecord[] = [];

  *take(runs: RowRun[]): Generator<RawRecord[]> {
    for (const { record, repeat } of runs) {
      for (let i = 0; i < repeat; i++) {
        const number = record.number + i;
        this.batch.push(i === 0 ? record : { number, line: number, cells: [...record.cells] });
        if (this.batch.length >= WORKBOOK_BATCH) yield* this.flush();
      }
    }
  }

  *flush(): Generator<RawRecord[]> {
    if (this.batch.length === 0) return;
    yield this.batch;
    this.batch = [];
  }
}
