/**
 * The `bulk-import` job: pending → processing → completed or failed. The file is read once,
 * streamed, each line taken or reported; then everything is applied in one transaction, which
 * also marks the import completed, so a failure anywhere (the fetch, a line past reading, the
 * database, a plan limit) changes nothing, and a job run again after a crash does not apply twice.
 */
import type { FerryError } from '../../domain/errors.ts';
import { PayloadTooLarge, ProductRequired } from '../../domain/errors.ts';
import { limitOf } from '../../domain/product.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { type OutboundHttp, OutboundRefused } from '../../outbound/outbound-http.ts';
import {
  type BulkImportRow,
  findBulkImport,
  finishBulkImport,
  setBulkImportProgress,
  startBulkImport,
} from '../../store/bulk-imports.ts';
import { listColumns } from '../../store/columns.ts';
import { planOfOrganisation } from '../../store/organisations.ts';
import { findTemplateById } from '../../store/templates.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { uploadLimit } from '../transformations/byte-limit.ts';
import type { PublishEvent } from '../webhooks/event.ts';
import { bulkImportView } from './bulk-import-view.ts';
import { ColumnImport } from './columns-import.ts';
import { CustomerImport } from './customers-import.ts';
import { ImportFailed, openImportSource } from './import-source.ts';
import type { ImportSetting, ImportTarget } from './import-target.ts';
import { ProgressMeter } from './progress-meter.ts';
import { readImportFile } from './read-import-file.ts';
import { ValueListImport } from './value-lists.ts';
import { ViolationReport } from './violation-report.ts';

/** Where an import's files live in the blob store. */
export function bulkImportPrefix(organisationId: string, importId: string): string {
  return `org/${organisationId}/bulk-imports/${importId}`;
}

/** The import's `error`: a sentence for a person, whatever failed. */
function errorOf(error: unknown): string {
  if (error instanceof ImportFailed || error instanceof OutboundRefused) return error.message;
  if (error instanceof ProductRequired)
    return `${error.message} (${error.product.limitation_type ?? error.product.permission?.name})`;
  if (typeof (error as FerryError)?.status === 'number') return (error as Error).message;
  const message = error instanceof Error ? error.message : String(error);
  return `The import stopped: ${message}. Nothing was changed.`;
}

/** A network or storage error met while fetching or reading the file, worded for a person. */
function transportFailure(error: unknown, what: string): unknown {
  if (error instanceof ImportFailed || error instanceof OutboundRefused || error instanceof PayloadTooLarge)
    return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new ImportFailed(`${what} (${detail}). Nothing was changed.`);
}

export class BulkImportRunner {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly outbound: OutboundHttp,
    private readonly publish: PublishEvent,
  ) {}

  async run(importId: string): Promise<void> {
    const row = await findBulkImport(this.ctx.db, importId);
    if (!row || !(await startBulkImport(this.ctx.db, importId))) return;
    const report = new ViolationReport();
    const reportKey = `${bulkImportPrefix(row.organisation_id, importId)}/report.csv`;
    try {
      const target = await this.targetOf(row, report);
      const plan = await planOfOrganisation(this.ctx.db, row.organisation_id);
      const limit = uploadLimit(null, plan.limitations.MAX_FILE_SIZE, this.ctx.config.maxUploadBytes);
      const source = await openImportSource(row, this.blobs, this.outbound, limit).catch((error) => {
        throw transportFailure(error, 'The file could not be fetched');
      });
      const meter = new ProgressMeter(source.totalBytes, (percent) =>
        setBulkImportProgress(this.ctx.db, importId, percent),
      );
      const read = await readImportFile(source.stream, target, report, (bytes) => meter.bytes(bytes)).catch(
        (error) => {
          throw transportFailure(error, 'The file could not be read to its end');
        },
      );
      await meter.settled();
      // A file of lines all refused (a misspelt column everywhere) would empty everything: a header
      // alone still does, as asked.
      if (row.method === 'replace' && read.lines > 0 && read.taken === 0)
        throw new ImportFailed(
          'Every line of the file was refused (see the report): a replace would have removed everything. Nothing was changed.',
        );
      await this.ctx.db.transaction().execute(async (trx) => {
        const valid = await target.apply(trx);
        await report.write(this.blobs, reportKey);
        await finishBulkImport(trx, importId, {
          status: 'completed',
          report_key: reportKey,
          number_of_valid_rows: valid,
          number_of_violations: report.count,
          error: null,
          finished_at: this.ctx.now(),
        });
      });
    } catch (error) {
      const written =
        report.count > 0
          ? await report.write(this.blobs, reportKey).then(
              () => true,
              () => false,
            )
          : false;
      await finishBulkImport(this.ctx.db, importId, {
        status: 'failed',
        report_key: written ? reportKey : null,
        number_of_valid_rows: 0,
        number_of_violations: report.count,
        error: errorOf(error),
        finished_at: this.ctx.now(),
      });
    }
    const finished = (await findBulkImport(this.ctx.db, importId))!;
    await this.publish({
      organisationId: finished.organisation_id,
      type: 'BULK_IMPORT_FINISHED',
      templateId: finished.template_id,
      data: bulkImportView(finished, this.ctx.config.publicUrl),
    });
  }

  private async targetOf(row: BulkImportRow, report: ViolationReport): Promise<ImportTarget> {
    const template = row.template_id ? await findTemplateById(this.ctx.db, row.template_id) : null;
    if (row.type !== 'customer' && !template)
      throw new ImportFailed('The template was deleted before the import ran.');
    const principal = row.requested_by as unknown as Principal;
    const setting: ImportSetting = {
      ctx: this.ctx,
      principal,
      template: template ?? null,
      method: row.method,
      report,
    };
    const plan = await planOfOrganisation(this.ctx.db, row.organisation_id);
    if (row.type === 'customer') return new CustomerImport(setting, limitOf(plan, 'CUSTOMERS'));
    if (row.type === 'column') return new ColumnImport(setting, limitOf(plan, 'COLUMNS_PER_TEMPLATE'));
    const columns = await listColumns(this.ctx.db, template!.template_id);
    return new ValueListImport(setting, new Map(columns.map((c) => [c.technical_name, c])));
  }
}
