/**
 * Bulk imports of value lists, columns and customers from a CSV file, fetched from a URL or
 * uploaded. Starting one checks the caller, the template and the URL, records the import as
 * `pending` and sends its `bulk-import` job (./run-import.ts), answering at once. Receivers only:
 * the routes are closed to customer tokens, and another organisation's import is 403.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Forbidden, fromCatalog, NotFound, PayloadTooLarge, Violation } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import {
  type BulkImportMethod,
  type BulkImportRow,
  type BulkImportType,
  countBulkImports,
  findBulkImport,
  insertBulkImport,
  listBulkImports,
} from '../../store/bulk-imports/bulk-imports.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import type { Ports } from '../ports.ts';
import type { Principal } from '../principal.ts';
import { templateOf } from '../templates/access.ts';
import { ByteLimit, declaresOverLimit, uploadLimit, uploadTooLarge } from '../transformations/byte-limit.ts';
import type { Upload } from '../transformations/transformations.ts';
import type { PublishEvent } from '../webhooks/event.ts';
import { type BulkImportView, bulkImportView } from './bulk-import-view.ts';
import { BulkImportRunner, bulkImportPrefix } from './run-import.ts';

/** What is imported, and into which template (none for customers). */
export interface ImportInto {
  type: BulkImportType;
  templateHandle: string | null;
  method: BulkImportMethod;
}

/** A URL's problem as `checkUrl` words it, as a violation message. */
/** A URL's problem as the other URL checks say it ("This URL must use http or https."). */
function urlMessage(problem: Phrase): Phrase {
  return problem.code === 'violation.field.url_problem.not_valid'
    ? phrase('violation.field.not_url')
    : phrase('violation.field.this_url', { problem });
}

export class BulkImportService {
  private readonly runner: BulkImportRunner;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly ports: Pick<Ports, 'blobs' | 'jobs'>,
    private readonly outbound: OutboundHttp,
    publish: PublishEvent,
  ) {
    this.runner = new BulkImportRunner(ctx, ports.blobs, outbound, publish);
  }

  /** `POST …/url`: the URL is checked now (409 for a private network), and at every connection. */
  async fromUrl(principal: Principal, into: ImportInto, body: { url: string; filename?: string | null }) {
    const templateId = await this.templateId(principal, into);
    const url = body.url.trim();
    const problem = await this.outbound.urlProblem(url);
    if (problem) throw Violation.of('url', body.url, urlMessage(problem));
    return this.start(principal, into, templateId, {
      source_url: url,
      filename: body.filename?.trim() || null,
      source_key: null,
    });
  }

  /** The multipart route: the file is stored first (413 over the upload limit, nothing kept). */
  async fromUpload(principal: Principal, into: ImportInto, upload: Upload): Promise<BulkImportView> {
    const templateId = await this.templateId(principal, into);
    const plan = await planOfOrganisation(this.ctx.db, principal.organisationId);
    const limit = uploadLimit(null, plan.limitations.MAX_FILE_SIZE, this.ctx.config.maxUploadBytes);
    if (declaresOverLimit(upload.declaredBytes ?? null, limit.bytes)) throw uploadTooLarge(limit);
    const importId = randomUUID();
    const prefix = bulkImportPrefix(principal.organisationId, importId);
    const limited = new ByteLimit(limit);
    const feeding = pipeline(upload.stream, limited);
    try {
      await Promise.all([this.ports.blobs.put(`${prefix}/source`, limited), feeding]);
      if (upload.truncated()) throw uploadTooLarge(limit);
    } catch (error) {
      await this.ports.blobs.delete(prefix);
      throw error instanceof PayloadTooLarge || upload.truncated() ? uploadTooLarge(limit) : error;
    }
    const filename = (upload.fields as Record<string, string>).filename?.trim() || upload.fileName;
    return this.start(
      principal,
      into,
      templateId,
      { source_url: null, filename, source_key: `${prefix}/source` },
      importId,
    );
  }

  /** The organisation's imports, newest first. */
  async list(principal: Principal, page: PageRequest): Promise<Page<BulkImportView>> {
    const { organisationId } = principal;
    const total = await countBulkImports(this.ctx.db, organisationId);
    const offset = (page.page - 1) * page.per_page;
    const rows = await listBulkImports(this.ctx.db, organisationId, offset, page.per_page);
    const url = this.ctx.config.publicUrl;
    return pageOf(
      rows.map((row) => bulkImportView(row, url)),
      total,
      page,
    );
  }

  async get(principal: Principal, importId: string): Promise<BulkImportView> {
    return bulkImportView(await this.owned(principal, importId), this.ctx.config.publicUrl);
  }

  /** The violation report (`report_url`): 404 until the import has one. */
  async report(principal: Principal, importId: string): Promise<Readable> {
    const row = await this.owned(principal, importId);
    if (!row.report_key) throw new NotFound('Report', ...fromCatalog('exception.bulk_import.no_report'));
    return this.ports.blobs.get(row.report_key);
  }

  /** An uploaded file (`source_url`); an import from a URL has none here. */
  async source(principal: Principal, importId: string): Promise<Readable> {
    const row = await this.owned(principal, importId);
    if (!row.source_key || !(await this.ports.blobs.stat(row.source_key)))
      throw new NotFound('File', ...fromCatalog('exception.bulk_import.no_file'));
    return this.ports.blobs.get(row.source_key);
  }

  /** The `bulk-import` job. */
  run(data: { importId: string }): Promise<void> {
    return this.runner.run(data.importId);
  }

  private async templateId(principal: Principal, into: ImportInto): Promise<string | null> {
    return into.templateHandle === null
      ? null
      : (await templateOf(this.ctx.db, principal, into.templateHandle)).template_id;
  }

  private async start(
    principal: Principal,
    into: ImportInto,
    templateId: string | null,
    source: { source_url: string | null; filename: string | null; source_key: string | null },
    importId: string = randomUUID(),
  ): Promise<BulkImportView> {
    await insertBulkImport(this.ctx.db, {
      import_id: importId,
      organisation_id: principal.organisationId,
      template_id: templateId,
      type: into.type,
      method: into.method,
      ...source,
      requested_by: { ...principal },
      created_at: this.ctx.now(),
    });
    await this.ports.jobs.send('bulk-import', { importId });
    return this.get(principal, importId);
  }

  /** By UUID: another organisation's import is 403, an unknown one 404. */
  private async owned(principal: Principal, importId: string): Promise<BulkImportRow> {
    const row = await findBulkImport(this.ctx.db, importId);
    if (!row) throw new NotFound('BulkImport', ...fromCatalog('exception.bulk_import.not_found'));
    if (row.organisation_id !== principal.organisationId) throw new Forbidden();
    return row;
  }
}
