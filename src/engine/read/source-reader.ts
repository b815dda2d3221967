import type { SourceFormat, SourceOptions, SourceTable } from './source-table.ts';

/** What openSource learned before handing a file to its reader. */
export interface ReadContext {
  /** First bytes of the file (up to HEAD_BYTES). */
  head: Buffer;
  /** True when `head` is the whole file. */
  complete: boolean;
  /** Encoding given or detected for text formats (iconv-lite name). */
  encoding: string;
  /** True when the encoding came from the options (a reader must not second-guess it). */
  encodingGiven: boolean;
  options: SourceOptions;
}

/** One file per format in `readers/`, each exporting `reader`; the registry is built from that folder. */
export interface SourceReader {
  format: SourceFormat;
  open(path: string, context: ReadContext): Promise<SourceTable>;
}
