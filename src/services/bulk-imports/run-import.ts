/**
 * The `bulk-import` job: pending → processing → completed or failed. The file is read once,
 * streamed, each line taken or reported; then everything is applied in one transaction, which
 * also marks the import completed, so a failure anywhere (the fetch, a line past reading, the
 * database, a plan limit) changes nothing, and a job run again after a crash does not apply twice.
 */
import { DEFAULT_LANGUAGE, type Language, languageOf, phrase } from '../../domain/messages/index.ts';
import { limitOf } from '../../domain/product.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import {
  type BulkImportRow,
  beatBulkImport,
  claimBulkImport,
  findBulkImport,
  finishBulkImport,
  lockRunningImport,
  setBulkImportProgress,
} from '../../store/bulk-imports/bulk-imports.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import { listColumns } from '../../store/templates/columns.ts';
import { findTemplateById } from '../../store/templates/templates.ts';
import { JobDeferred } from '../background-jobs.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { uploadLimit } from '../transformations/byte-limit.ts';
import type { PublishEvent } from '../webhooks/event.ts';
import { bulkImportView } from './bulk-import-view.ts';
import { ColumnImport } from './columns-import.ts';
import { CustomerImport } from './customers-import.ts';
import { errorOf, ImportFailed, transportFailure } from './import-failure.ts';
import { openImportSource } from './import-source.ts';
import type { ImportSetting, ImportTarget } from './import-target.ts';
import { ProgressMeter } from './progress-meter.ts';
import { readImportFile } from './read-import-file.ts';
import { ValueListImport } from './value-lists.ts';
import { ViolationReport } from './violation-report.ts';

/** Where an import's files live in the blob store. */
export function bulkImportPrefix(organisationId: string, importId: string): string {
  return `org/${organisationId}/bulk-imports/${importId}`;
}

/**
 * The language the import's report and `error` are written in: the request's that started it,
 * recorded with its caller (`requested_by.language`, the principal's language, set to the
 * request's by the API); English for an import recorded without it.
 */
function languageOfImport(row: BulkImportRow): Language {
  return languageOf((row.requested_by as { language?: string }).language) ?? DEFAULT_LANGUAGE;
}

export class BulkImportRunner {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly outbound: OutboundHttp,
    private readonly publish: PublishEvent,
  ) {}

  /**
   * The job. An organisation runs one import at a time: while another of its imports runs (its
   * heartbeat fresh, FERRY_STEP_STALE_SECONDS), the job is deferred and its worker goes on with
   * another organisation's import.
   */
  async run(importId: string): Promise<void> {
    const row = await findBulkImport(this.ctx.db, importId);
    if (!row) return;
    const { stepHeartbeatSeconds, stepStaleSeconds } = this.ctx.config;
    const now = this.ctx.now();
    const staleBefore = new Date(now.getTime() - stepStaleSeconds * 1000);
    const claim = await claimBulkImport(this.ctx.db, row, now, staleBefore);
    if (claim === 'gone') return;
    if (claim === 'busy') throw new JobDeferred(row.organisation_id);
    const timer = setInterval(() => {
      beatBulkImport(this.ctx.db, importId, this.ctx.now()).catch(() => {
        // A missed beat costs nothing until the beat turns stale; the next one may get through.
      });
    }, stepHeartbeatSeconds * 1000);
    timer.unref();
    try {
      await this.process(row);
    } finally {
      clearInterval(timer);
    }
  }

  private async process(row: BulkImportRow): Promise<void> {
    const importId = row.import_id;
    const language = languageOfImport(row);
    const report = new ViolationReport();
    const reportKey = `${bulkImportPrefix(row.organisation_id, importId)}/report.csv`;
    let finished: boolean;
    try {
      const target = await this.targetOf(row, report);
      const plan = await planOfOrganisation(this.ctx.db, row.organisation_id);
      const limit = uploadLimit(null, plan.limitations.MAX_FILE_SIZE, this.ctx.config.maxUploadBytes);
      const source = await openImportSource(row, this.blobs, this.outbound, limit).catch((error) => {
        throw transportFailure(error, 'not_fetched');
      });
      const meter = new ProgressMeter(source.totalBytes, (percent) =>
        setBulkImportProgress(this.ctx.db, importId, percent),
      );
      const read = await readImportFile(source.stream, target, report, (bytes) => meter.bytes(bytes)).catch(
        (error) => {
          throw transportFailure(error, 'not_read');
        },
      );
      await meter.settled();
      // A file of lines all refused (a misspelt column everywhere) would empty everything: a header
      // alone still does, as asked.
      if (row.method === 'replace' && read.lines > 0 && read.taken === 0)
        throw new ImportFailed(phrase('exception.bulk_import.all_refused'));
      finished = await this.ctx.db.transaction().execute(async (trx) => {
        // Locked first: a second run of the same import (its job taken over) waits here, then stops.
        if (!(await lockRunningImport(trx, importId))) return false;
        const valid = await target.apply(trx);
        await report.write(this.blobs, reportKey, language);
        return finishBulkImport(trx, importId, {
          status: 'completed',
          report_key: reportKey,
          number_of_valid_rows: valid,
          number_of_violations: report.count,
          error: null,
          finished_at: this.ctx.now(),
        });
      });
    } catch (error) {
      finished = await this.fail(row, report, reportKey, error);
    }
    if (!finished) return;
    const ended = (await findBulkImport(this.ctx.db, importId))!;
    await this.publish({
      organisationId: ended.organisation_id,
      type: 'BULK_IMPORT_FINISHED',
      templateId: ended.template_id,
      data: bulkImportView(ended, this.ctx.config.publicUrl),
    });
  }

  /** Records the failure, with the report of the problems found so far; false when no longer running. */
  private async fail(row: BulkImportRow, report: ViolationReport, reportKey: string, error: unknown) {
    const importId = row.import_id;
    if ((await findBulkImport(this.ctx.db, importId))?.status !== 'processing') return false;
    const written =
      report.count > 0 &&
      (await report.write(this.blobs, reportKey, languageOfImport(row)).then(
        () => true,
        () => false,
      ));
    return finishBulkImport(this.ctx.db, importId, {
      status: 'failed',
      report_key: written ? reportKey : null,
      number_of_valid_rows: 0,
      number_of_violations: report.count,
      error: errorOf(error, languageOfImport(row)),
      finished_at: this.ctx.now(),
    });
  }

  private async targetOf(row: BulkImportRow, report: ViolationReport): Promise<ImportTarget> {
    const template = row.template_id ? await findTemplateById(this.ctx.db, row.template_id) : null;
    if (row.type !== 'customer' && !template)
      throw new ImportFailed(phrase('exception.bulk_import.template_deleted'));
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
