/** The multipart fields of an upload, checked into the engine's reading options. */
import type { ViolationItem } from '../../domain/errors.ts';
import { parseRecordsPath, resolveEncoding, type SourceOptions } from '../../engine/index.ts';

/** Form fields as received: every value is text, absent when not sent. */
export type UploadFields = Partial<Record<string, string>>;

const KNOWN = ['template_handle', 'encoding', 'delimiter', 'header_row', 'sheet', 'records_path'];

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
    violations.push({
      property_path: 'template_handle',
      invalid_value: fields.template_handle ?? null,
      message: 'This value should not be blank.',
    });
  }
  for (const name of Object.keys(fields)) {
    if (!KNOWN.includes(name)) {
      violations.push({
        property_path: name,
        invalid_value: fields[name],
        message: 'This field was not expected.',
      });
    }
  }
  const options: SourceOptions = {};
  const encoding = blankToUndefined(fields.encoding);
  if (encoding) {
    try {
      resolveEncoding(encoding.trim());
      options.encoding = encoding.trim();
    } catch (error) {
      violations.push({
        property_path: 'encoding',
        invalid_value: encoding,
        message: (error as Error).message,
      });
    }
  }
  // A delimiter may be a space or a tab: only the empty string means "detect".
  if (fields.delimiter !== undefined && fields.delimiter !== '') options.delimiter = fields.delimiter;
  const headerRow = blankToUndefined(fields.header_row);
  if (headerRow !== undefined) {
    if (/^\s*\d+\s*$/.test(headerRow) && Number(headerRow) >= 1) options.header_row = Number(headerRow);
    else {
      violations.push({
        property_path: 'header_row',
        invalid_value: headerRow,
        message: 'This value should be a whole number greater than or equal to 1.',
      });
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
      violations.push({
        property_path: 'records_path',
        invalid_value: recordsPath,
        message: (error as Error).message,
      });
    }
  }
  return { handle, options, violations };
}
