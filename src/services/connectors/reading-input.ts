/** Checks of a connector's reading options, the same rules as an upload's fields. */
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
      add(
        'reading.delimiter',
        input.delimiter,
        'This value is too long. It should have 20 characters or less.',
      );
    else reading.delimiter = input.delimiter;
  }
  if (input.header_row !== undefined && input.header_row !== null) {
    if (Number.isInteger(input.header_row) && input.header_row >= 1 && input.header_row <= 1_000_000)
      reading.header_row = input.header_row;
    else
      add(
        'reading.header_row',
        input.header_row,
        'This value should be a whole number between 1 and 1000000.',
      );
  }
  const sheet = input.sheet;
  if (typeof sheet === 'number') {
    if (Number.isInteger(sheet) && sheet >= 1 && sheet <= 10_000) reading.sheet = sheet;
    else add('reading.sheet', sheet, 'A sheet is given by its name or its position, a whole number from 1.');
  } else if (typeof sheet === 'string' && sheet.trim() !== '') {
    const name = sheet.trim();
    if (length(name) > 255)
      add('reading.sheet', sheet, 'This value is too long. It should have 255 characters or less.');
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
