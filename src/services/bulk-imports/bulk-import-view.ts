/** The Bulk import resource, as `GET /bulk-import/{importId}` returns it and BULK_IMPORT_FINISHED sends it. */
import type { BulkImportRow } from '../../store/bulk-imports/bulk-imports.ts';

export interface BulkImportView {
  import_id: string;
  /** `column`, `value_list` or `customer`. */
  type: BulkImportRow['type'];
  /** `replace` or `merge`. */
  method: BulkImportRow['method'];
  /** `pending` → `processing` → `completed` or `failed` (`idle` is never used). */
  status: BulkImportRow['status'];
  /** Percentage of the file read; 100 once finished. */
  progress: number;
  /** The URL the file was fetched from, or where an uploaded file is served. */
  source_url: string | null;
  /** The violation report (CSV `line,field,value,message`), once the import has finished reading. */
  report_url: string | null;
  number_of_valid_rows: number | null;
  number_of_violations: number | null;
  /** Why the import failed, for a person; null unless `failed`. */
  error: string | null;
  /** The target template; null for a customer import. */
  template_handle: string | null;
  /** The name given with the import, or the uploaded file's name. */
  filename: string | null;
  created_at: string;
  finished_at: string | null;
}

export function bulkImportView(row: BulkImportRow, publicUrl: string): BulkImportView {
  const base = `${publicUrl}/bulk-import/${row.import_id}`;
  return {
    import_id: row.import_id,
    type: row.type,
    method: row.method,
    status: row.status,
    progress: row.progress,
    source_url: row.source_key ? `${base}/source` : row.source_url,
    report_url: row.report_key ? `${base}/report` : null,
    number_of_valid_rows: row.number_of_valid_rows,
    number_of_violations: row.number_of_violations,
    error: row.error,
    template_handle: row.template_handle,
    filename: row.filename,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
