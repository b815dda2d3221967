// The interface between a grid reader and the code that shapes its records: grid-table.ts, grid-slices.ts.
import type { FieldOffsets } from './csv/csv-field-offsets.ts';
import type { RawRecord } from './raw-record.ts';
import type { ByteSlice, SourceFormat } from './source-table.ts';

/** What a grid reader (CSV, XLSX, ODS, XLS) provides: its metadata and a way to stream its records again. */
export interface GridSource {
  format: SourceFormat;
  encoding: string | null;
  delimiter: string | null;
  sheet: string | null;
  /** Opens the source from the start; breaking out of the loop must release the file. */
  records(): AsyncGenerator<RawRecord[]>;
  /** The records of one byte slice, numbered from 1 (CSV only); `lines.count` is set at the end. */
  sliceRecords?(slice: ByteSlice, lines: { count: number }): AsyncGenerator<RawRecord[]>;
  /**
   * The same records as `sliceRecords`, only whether each is blank (1) or not (0), in batches:
   * what counting rows needs, found without cutting fields.
   */
  sliceBlanks?(slice: ByteSlice, lines: { count: number }): AsyncGenerator<Uint8Array>;
  /**
   * The same records as `sliceRecords`, cut into field offsets in their bytes rather than
   * strings (UTF-8 CSV only); records with more fields than `width` come parsed. Without
   * `withText` the batches are not decoded (`FieldOffsets.text` is null): for a first pass, which
   * reads a cell or two.
   */
  sliceOffsets?(
    slice: ByteSlice,
    lines: { count: number },
    width: number,
    withText?: boolean,
  ): AsyncGenerator<FieldOffsets>;
}
