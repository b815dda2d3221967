/** The writer of each output format: adding a format adds its file and one line here. */
import type { FormatName } from '../../domain/format/options.ts';
import { writeCsv } from './csv-writer.ts';
import { writeCustom } from './custom-writer.ts';
import { writeJson } from './json-writer.ts';
import type { WriterFactory } from './target-writer.ts';
import { writeXlsx } from './xlsx-writer.ts';
import { writeXml } from './xml-writer.ts';

export const WRITERS: Record<FormatName, WriterFactory> = {
  csv: writeCsv,
  xml: writeXml,
  json: writeJson,
  xls: writeXlsx,
  custom: writeCustom,
};

/** The file extension of each format, for target file names. */
export const EXTENSIONS: Record<FormatName, string> = {
  csv: 'csv',
  xml: 'xml',
  json: 'json',
  xls: 'xlsx',
  custom: 'txt',
};
