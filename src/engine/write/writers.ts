/** The writer of each output format: adding a format adds its file and one line here. */
import type { FormatName } from '../../domain/format/options.ts';
import { writeCsv } from './csv-writer.ts';
import type { WriterFactory } from './target-writer.ts';

/**
 * Each format's writer, loaded the first time the format is written (the module system keeps it
 * afterwards). CSV, the default, is loaded with this file; the others are not, so that a CSV run
 * and every engine thread do not pay for Twig, exceljs or the XML and JSON writers at start-up.
 */
export const WRITERS: Record<FormatName, () => Promise<WriterFactory>> = {
  csv: async () => writeCsv,
  xml: async () => (await import('./xml-writer.ts')).writeXml,
  json: async () => (await import('./json-writer.ts')).writeJson,
  xls: async () => (await import('./xlsx-writer.ts')).writeXlsx,
  custom: async () => (await import('./custom-writer.ts')).writeCustom,
};

/** The file extension of each format, for target file names. */
export const EXTENSIONS: Record<FormatName, string> = {
  csv: 'csv',
  xml: 'xml',
  json: 'json',
  xls: 'xlsx',
  custom: 'txt',
};
