/**
 * `POST /transformation/preview`: the first rows of a file exactly as an upload would read them
 * (the same fields, checked by the same code, the same readers and detection), so that the
 * importer shows the sender what Ferry found and lets them correct the options before uploading.
 * Nothing is stored: the file lives in a scratch folder for the time of the request.
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PayloadTooLarge, Violation } from '../../domain/errors.ts';
import { PREVIEW_ROWS, runInThread, type SourcePreview } from '../../engine/index.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { uploadableTemplate } from './access.ts';
import { declaresOverLimit, uploadLimit, uploadTooLarge } from './byte-limit.ts';
import { PreviewCut } from './preview-cut.ts';
import { withScratch } from './scratch.ts';
import type { Upload } from './transformations.ts';
import { readUploadFields } from './upload-options.ts';

/**
 * Time a preview may take to read its rows. A text file's first rows take milliseconds; a large
 * workbook must be opened whole (its shared strings, its sheet list), which takes seconds.
 */
export const PREVIEW_TIMEOUT_MS = 30_000;

/** What the preview answers (the contract's names). */
export interface PreviewView {
  file_format: string;
  encoding: string | null;
  delimiter: string | null;
  sheets: string[];
  sheet: string | null;
  header_row: number | null;
  headers: string[];
  rows: string[][];
  truncated: boolean;
}

function isTooLarge(error: unknown): boolean {
  return error instanceof PayloadTooLarge || (error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export class PreviewService {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * Reads the first rows of the uploaded file. Bad fields are 409s (an unknown encoding, a sheet
   * the workbook lacks, a header row past the end), a file Ferry cannot read a 400, a file over
   * the limit a 413. With `template_handle`, the caller must be able to upload to that template
   * and its `max_file_size` applies.
   */
  async preview(principal: Principal, upload: Upload): Promise<PreviewView> {
    const { handle, options, violations } = readUploadFields(upload.fields);
    const wrong = violations.filter((v) => !(v.property_path === 'template_handle' && !handle));
    if (wrong.length) throw new Violation(wrong);
    const template = handle ? await uploadableTemplate(this.ctx.db, principal, handle) : null;
    const plan = await planOfOrganisation(this.ctx.db, principal.organisationId);
    const limit = uploadLimit(
      template?.max_file_size == null ? null : Number(template.max_file_size),
      plan.limitations.MAX_FILE_SIZE,
      this.ctx.config.maxUploadBytes,
    );
    if (declaresOverLimit(upload.declaredBytes ?? null, limit.bytes)) throw uploadTooLarge(limit);
    return withScratch(async (dir) => {
      const file = path.join(dir, 'source');
      const cut = new PreviewCut(limit);
      try {
        await pipeline(upload.stream, cut, createWriteStream(file));
      } catch (error) {
        throw isTooLarge(error) || upload.truncated() ? uploadTooLarge(limit) : error;
      }
      if (upload.truncated()) throw uploadTooLarge(limit);
      await upload.finish();
      const outcome = await runInThread(
        'preview',
        { sourcePath: file, options, rows: PREVIEW_ROWS, cut: cut.cut },
        { timeoutMs: PREVIEW_TIMEOUT_MS },
      );
      if ('refused' in outcome) {
        const { option, said } = outcome.refused;
        throw Violation.of(option, upload.fields[option] ?? null, said);
      }
      return viewOf(outcome.preview);
    });
  }
}

function viewOf(preview: SourcePreview): PreviewView {
  return {
    file_format: preview.format,
    encoding: preview.encoding,
    delimiter: preview.delimiter,
    sheets: preview.sheets,
    sheet: preview.sheet,
    header_row: preview.headerRow,
    headers: preview.headers,
    rows: preview.rows,
    truncated: preview.truncated,
  };
}
