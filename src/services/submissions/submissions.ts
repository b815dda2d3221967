/**
 * Reading submissions and their files. Receivers see every submission of their organisation; a
 * sender (customer token) sees only its own; a receiver user's `/sender/submissions` lists what
 * that user submitted while trying templates.
 */
import { Forbidden, fromCatalog, NotFound, Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { listSubmissions } from '../../store/activity/submission-list.ts';
import { findSubmission, type SubmissionRow } from '../../store/submissions/submissions.ts';
import {
  type ActivityQuery,
  activityFilters,
  activityWindow,
  type CursorPage,
  cursorPageOf,
} from '../activity/list-query.ts';
import type { ServiceContext } from '../context.ts';
import type { PageRequest } from '../pagination.ts';
import { actorOf, isReceiver, type Principal, reachesTemplate } from '../principal.ts';
import { fileForPrincipal } from '../transformations/sender-files.ts';
import { contentTypeOf, type SubmissionDownload } from './download.ts';
import { type SubmissionFile, type SubmissionView, submissionView } from './view.ts';

const DOWNLOAD_PATH =
  /^\/submission\/([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})\/download$/;

export class SubmissionService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
  ) {}

  view(row: SubmissionRow): Promise<SubmissionView> {
    return submissionView(row, this.blobs, this.ctx.config.publicUrl);
  }

  /** By UUID: unknown → 404; another organisation's or another customer's → 403, revealing nothing. */
  async rowOf(principal: Principal, submissionId: string): Promise<SubmissionRow> {
    const row = await findSubmission(this.ctx.db, submissionId);
    if (!row) throw new NotFound('Submission');
    if (row.organisation_id !== principal.organisationId) throw new Forbidden();
    if (principal.kind === 'customer' && row.customer_id !== principal.customerId) throw new Forbidden();
    if (!reachesTemplate(principal, row.template_id)) throw new Forbidden();
    return row;
  }

  async get(principal: Principal, submissionId: string): Promise<SubmissionView> {
    return this.view(await this.rowOf(principal, submissionId));
  }

  /** The caller's own submissions: a customer's, or those a receiver user or API key made. */
  listForSender(
    principal: Principal,
    page: PageRequest,
    query: ActivityQuery = {},
  ): Promise<CursorPage<SubmissionView>> {
    const scope =
      principal.kind === 'customer'
        ? {
            organisationId: principal.organisationId,
            customerId: principal.customerId,
            templateId: principal.templateId,
          }
        : { organisationId: principal.organisationId, createdBy: actorOf(principal) };
    return this.list(scope, page, query);
  }

  /** Every submission of the organisation's templates. */
  listForReceiver(
    principal: Principal,
    page: PageRequest,
    query: ActivityQuery = {},
  ): Promise<CursorPage<SubmissionView>> {
    if (!isReceiver(principal)) throw new Forbidden();
    return this.list({ organisationId: principal.organisationId }, page, query);
  }

  /** The submission a `download_url` names: 409 when it is not a URL, 404 when it names none of the caller's. */
  async byDownloadUrl(principal: Principal, downloadUrl: string): Promise<SubmissionView> {
    let url: URL;
    try {
      url = new URL(downloadUrl.trim());
    } catch {
      throw Violation.of('download_url', downloadUrl, phrase('violation.field.not_url'));
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw Violation.of('download_url', downloadUrl, phrase('violation.field.not_url'));
    }
    const base = new URL(this.ctx.config.publicUrl);
    const basePath = base.pathname.replace(/\/$/, '');
    const rest = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : '';
    const id = url.origin === base.origin ? DOWNLOAD_PATH.exec(rest)?.[1] : undefined;
    const row = id ? await findSubmission(this.ctx.db, id.toLowerCase()) : undefined;
    // Another tenant's URL is answered like an unknown one: the caller learns nothing.
    const visible =
      row &&
      row.organisation_id === principal.organisationId &&
      (principal.kind !== 'customer' || row.customer_id === principal.customerId) &&
      reachesTemplate(principal, row.template_id);
    if (!visible) throw new NotFound('Submission', ...fromCatalog('exception.not_found.download_url'));
    return this.view(row);
  }

  /** A file of the submission, streamed with its type and name; 404 when it does not exist (any more). */
  async file(principal: Principal, submissionId: string, kind: SubmissionFile): Promise<SubmissionDownload> {
    const row = await this.rowOf(principal, submissionId);
    const key = row.files[kind];
    if (!key || !(await this.blobs.stat(key))) {
      if (!row.processed_at)
        throw Violation.of('submission', submissionId, phrase('violation.field.submission_processing'));
      throw new NotFound('File', ...fromCatalog('exception.not_found.submission_file', { kind }));
    }
    const stream = await fileForPrincipal(this.ctx.db, this.blobs, principal, row.template_id, kind, key);
    return { stream, ...contentTypeOf(row, kind) };
  }

  private async list(
    scope: Parameters<typeof listSubmissions>[1],
    page: PageRequest,
    query: ActivityQuery,
  ): Promise<CursorPage<SubmissionView>> {
    const filters = activityFilters('submissions', query);
    const found = await listSubmissions(this.ctx.db, scope, filters, activityWindow(page, filters));
    const entries = await Promise.all(found.rows.map((r) => this.view(r)));
    return cursorPageOf('submissions', found, entries, page, (row) => row.submission_id);
  }
}
