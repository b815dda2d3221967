/**
 * How a stored file of a submission or a transformation is served: its media type and the name
 * the browser saves it under. Both resources download through here, so a transformation's target
 * is named and typed exactly as the submission made from it.
 */
import type { Readable } from 'node:stream';
import type { SubmissionFile } from './view.ts';

export interface SubmissionDownload {
  stream: Readable;
  contentType: string;
  fileName: string;
}

/** By the target's extension: the template's format decided it, and the template may change later. */
const BY_EXTENSION: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  xml: 'application/xml',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  html: 'text/html',
};

/** Source files a sender may upload, by extension, for the original file's download. */
const SOURCE_BY_EXTENSION: Record<string, string> = {
  ...BY_EXTENSION,
  tsv: 'text/tab-separated-values',
  xls: 'application/vnd.ms-excel',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

/** Every media type a submission's file may be served with, for the OpenAPI document. */
export const FILE_MEDIA_TYPES = [
  ...new Set([...Object.values(SOURCE_BY_EXTENSION), 'application/octet-stream']),
];

/** What a download's name and type are made of: the target's name and, when known, the uploaded file's. */
export interface DownloadNames {
  target_name: string | null;
  /** The name of the uploaded file on the sender's machine. */
  original_name?: string | null;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function contentTypeOf(
  row: DownloadNames,
  kind: SubmissionFile,
): { contentType: string; fileName: string } {
  const base = (row.target_name ?? 'export').replace(/\.[^.]*$/, '');
  switch (kind) {
    case 'target':
      return {
        contentType: BY_EXTENSION[extensionOf(row.target_name ?? '')] ?? 'application/octet-stream',
        fileName: row.target_name ?? 'export',
      };
    case 'error_report':
      return { contentType: 'text/csv; charset=utf-8', fileName: `${base}-error-report.csv` };
    case 'push_report':
      return { contentType: 'text/csv; charset=utf-8', fileName: `${base}-push-report.csv` };
    case 'invalid_rows':
      return { contentType: 'text/csv; charset=utf-8', fileName: `${base}-invalid-rows.csv` };
    case 'normalized':
      return { contentType: 'text/csv; charset=utf-8', fileName: `${base}-normalized-source.csv` };
    case 'source':
      if (row.original_name)
        return {
          contentType: SOURCE_BY_EXTENSION[extensionOf(row.original_name)] ?? 'application/octet-stream',
          fileName: row.original_name,
        };
      return { contentType: 'application/octet-stream', fileName: `${base}-source` };
  }
}

/** A Content-Disposition header that survives any file name (RFC 6266: ASCII fallback and UTF-8 form). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
