/** Checks of a connector's reading options, the same rules as an upload's fields. */
import { phrase } from '../../domain/messages/index.ts';
import { parseRecordsPath, resolveEncoding } from '../../engine/index.ts';
import type { ConnectorReading } from '../../store/sources/connectors.ts';
import { type Add, length } from './connector-input.ts';

/** The reading options as a caller writes them; absent or null: detected. */
export interface ReadingInput {
  encoding?: string | null;
  delimiter?: string | null;
  header_row?: number | null;
  sheet?: string | number | null;
  records_path?: string | null;
}

/** The reading options, checked as an upload's fields are. */
export function checkReading(input: ReadingInput, add: Add): ConnectorReading {
  const reading: ConnectorReading = {
    encoding: null,
    delimiter: null,
    header_row: null,
    sheet: null,
    records_path: null,
  };
  const encoding = input.encoding?.trim();
  if (encoding) {
    try {
      resolveEncoding(encoding);
      reading.encoding = encoding;
    } catch (error) {
      add('reading.encoding', input.encoding, (error as Error).message);
    }
  }
  // A delimiter may be a space or a tab: only the empty string means "detect".
  if (input.delimiter !== undefined && input.delimiter !== null && input.delimiter !== '') {
    if (length(input.delimiter) > 20)
      add('reading.delimiter', input.delimiter, phrase('violation.field.too_long', { max: 20 }));
    else reading.delimiter = input.delimiter;
  }
  if (input.header_row !== undefined && input.header_row !== null) {
    if (Number.isInteger(input.header_row) && input.header_row >= 1 && input.header_row <= 1_000_000)
      reading.header_row = input.header_row;
    else
      add(
        'reading.header_row',
        input.header_row,
        phrase('violation.field.whole_number_between', { min: 1, max: 1_000_000 }),
      );
  }
  const sheet = input.sheet;
  if (typeof sheet === 'number') {
    if (Number.isInteger(sheet) && sheet >= 1 && sheet <= 10_000) reading.sheet = sheet;
    else add('reading.sheet', sheet, phrase('violation.field.sheet'));
  } else if (typeof sheet === 'string' && sheet.trim() !== '') {
    const name = sheet.trim();
    if (length(name) > 255) add('reading.sheet', sheet, phrase('violation.field.too_long', { max: 255 }));
    else reading.sheet = /^\d+$/.test(name) ? Number(name) : name;
  }
  const recordsPath = input.records_path?.trim();
  if (recordsPath) {
    try {
      parseRecordsPath(recordsPath);
      reading.records_path = recordsPath;
    } catch (error) {
      add('reading.records_path', input.records_path, (error as Error).message);
    }
  }
  return reading;
}
