/** The multipart fields of an upload, checked into the engine's reading options. */
import { FerryError, type ViolationItem, violationOf } from '../../domain/errors.ts';
import { canRender, phrase, render } from '../../domain/messages/index.ts';
import { parseRecordsPath, resolveEncoding, type SourceOptions } from '../../engine/index.ts';

/** Form fields as received: every value is text, absent when not sent. */
export type UploadFields = Partial<Record<string, string>>;

const KNOWN = ['template_handle', 'encoding', 'delimiter', 'header_row', 'sheet', 'records_path'];

/**
 * A reading option the engine refused: said in the reader's language when its error comes from the
 * catalog (`SourceError.of`) with the same English; an error written in English keeps its message.
 */
function refusedOption(property_path: string, invalid_value: string, error: unknown): ViolationItem {
  if (error instanceof FerryError) {
    const said = phrase(error.code, error.params);
    if (canRender(said, 'en') && render(said, 'en') === error.message)
      return violationOf(property_path, invalid_value, said);
  }
  return { property_path, invalid_value, message: (error as Error).message };
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Reading options (absent ones are detected by the engine) and every violation of the fields. */
export function readUploadFields(fields: UploadFields): {
  handle: string | undefined;
  options: SourceOptions;
  violations: ViolationItem[];
} {
  const violations: ViolationItem[] = [];
  const handle = blankToUndefined(fields.template_handle)?.trim();
  if (!handle) {
    violations.push(violationOf('template_handle', fields.template_handle, phrase('violation.field.blank')));
  }
  for (const name of Object.keys(fields)) {
    if (!KNOWN.includes(name)) {
      violations.push(violationOf(name, fields[name], phrase('violation.field.unexpected')));
    }
  }
  const options: SourceOptions = {};
  const encoding = blankToUndefined(fields.encoding);
  if (encoding) {
    try {
      resolveEncoding(encoding.trim());
      options.encoding = encoding.trim();
    } catch (error) {
      violations.push(refusedOption('encoding', encoding, error));
    }
  }
  // A delimiter may be a space or a tab: only the empty string means "detect".
  if (fields.delimiter !== undefined && fields.delimiter !== '') options.delimiter = fields.delimiter;
  const headerRow = blankToUndefined(fields.header_row);
  if (headerRow !== undefined) {
    if (/^\s*\d+\s*$/.test(headerRow) && Number(headerRow) >= 1) options.header_row = Number(headerRow);
    else {
      violations.push(violationOf('header_row', headerRow, phrase('violation.field.whole_number_from_one')));
    }
  }
  const sheet = blankToUndefined(fields.sheet);
  if (sheet !== undefined) options.sheet = /^\d+$/.test(sheet.trim()) ? Number(sheet.trim()) : sheet;
  const recordsPath = blankToUndefined(fields.records_path);
  if (recordsPath !== undefined) {
    try {
      parseRecordsPath(recordsPath);
      options.records_path = recordsPath.trim();
    } catch (error) {
      violations.push(refusedOption('records_path', recordsPath, error));
    }
  }
  return { handle, options, violations };
}
