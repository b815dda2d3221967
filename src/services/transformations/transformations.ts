/**
 * Transformations: a file brought to a template, walked through the automation steps by the
 * jobs of its stages (src/jobs/). This service holds the upload, the reads and the deletion; the
 * stages themselves live in ./transformation-stages.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fromCatalog, NotFound, PayloadTooLarge, Violation } from '../../domain/errors.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { listTransformations } from '../../store/activity/transformation-list.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import { findProgress, type StepProgress } from '../../store/transformations/transformation-progress.ts';
import {
  deleteTransformation,
  findTransformation,
  insertTransformation,
} from '../../store/transformations/transformations.ts';
import {
  type ActivityQuery,
  activityFilters,
  activityWindow,
  type CursorPage,
  cursorPageOf,
  stepFilter,
} from '../activity/list-query.ts';
import { transformationPrefix } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import type { PageRequest } from '../pagination.ts';
import { actorOf, type Principal } from '../principal.ts';
import type { StageQueue } from '../stages/stage-queue.ts';
import { contentTypeOf, type SubmissionDownload } from '../submissions/download.ts';
import { refuseDanglingReferences } from '../templates/dangling-references.ts';
import { automationOf, transformationOf, uploadableTemplate } from './access.ts';
import { ByteLimit, declaresOverLimit, uploadLimit, uploadTooLarge } from './byte-limit.ts';
import { fileForPrincipal } from './sender-files.ts';
import { readUploadFields, type UploadFields } from './upload-options.ts';
import {
  type AutomationView,
  automationView,
  type FileKind,
  fileKey,
  type TransformationView,
  transformationView,
} from './view.ts';

/** An uploaded file as the route hands it over: fields sent before the file, and its stream. */
export interface Upload {
  fields: UploadFields;
  fileName: string | null;
  stream: Readable;
  /** True once the server-wide limit of the multipart parser cut the stream. */
  truncated(): boolean;
  /** The request's Content-Length, when it declares one: the whole body, fields included. */
  declaredBytes?: number | null;
  /**
   * Reads what follows the file once it has been read whole; fails when a text field follows it
   * (that field would otherwise be ignored). Called before anything is kept.
   */
  finish(): Promise<void>;
}

function isTooLarge(error: unknown): boolean {
  return error instanceof PayloadTooLarge || (error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

export class TransformationService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly queue: StageQueue,
  ) {}

  /**
   * Streams the file to the blob store, never buffering it, then records the transformation at
   * `to_normalize` and enqueues its first step. Over the limit: 413 and nothing kept; a template
   * naming columns it does not have: 409 before the file is read.
   */
  async upload(principal: Principal, upload: Upload): Promise<TransformationView> {
    const { handle, options, violations } = readUploadFields(upload.fields);
    if (violations.length) throw new Violation(violations);
    const template = await uploadableTemplate(this.ctx.db, principal, handle!);
    await refuseDanglingReferences(this.ctx.db, principal, template);
    const plan = await planOfOrganisation(this.ctx.db, principal.organisationId);
    const limit = uploadLimit(
      template.max_file_size === null ? null : Number(template.max_file_size),
      plan.limitations.MAX_FILE_SIZE,
      this.ctx.config.maxUploadBytes,
    );
    // Known before a byte of the file is read: refuse at once rather than read up to the limit.
    if (declaresOverLimit(upload.declaredBytes ?? null, limit.bytes)) throw uploadTooLarge(limit);
    const id = randomUUID();
    const prefix = transformationPrefix(principal.organisationId, id);
    const sourceKey = `${prefix}/source`;
    const limited = new ByteLimit(limit);
    // The pipeline listens for errors at once; the store may still be creating its folder.
    const feeding = pipeline(upload.stream, limited);
    try {
      await Promise.all([this.blobs.put(sourceKey, limited), feeding]);
      if (upload.truncated()) throw uploadTooLarge(limit);
      await upload.finish();
    } catch (error) {
      await this.blobs.delete(prefix);
      throw isTooLarge(error) || upload.truncated() ? uploadTooLarge(limit) : error;
    }
    await insertTransformation(this.ctx.db, {
      transformation_id: id,
      organisation_id: principal.organisationId,
      template_id: template.template_id,
      customer_id: principal.kind === 'customer' ? principal.customerId : null,
      source_key: sourceKey,
      original_name: upload.fileName,
      options: { ...options },
      step: 'to_normalize',
      type: 'upload',
      created_by: actorOf(principal),
      // The request's language: the customer's own first (src/api/i18n.ts), for the files read later.
      language: principal.language,
    });
    await this.queue.enqueue('normalize', id);
    return this.get(principal, id);
  }

  async get(principal: Principal, transformationId: string): Promise<TransformationView> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    return transformationView(
      row,
      principal.language,
      await findProgress(this.ctx.db, row.transformation_id),
    );
  }

  /** The organisation's transformations, newest first; a sender's own only. */
  async list(
    principal: Principal,
    page: PageRequest,
    query: ActivityQuery,
  ): Promise<CursorPage<TransformationView>> {
    const filters = activityFilters('transformations', query);
    const scope =
      principal.kind === 'customer'
        ? {
            organisationId: principal.organisationId,
            customerId: principal.customerId,
            templateId: principal.templateId,
          }
        : { organisationId: principal.organisationId };
    const found = await listTransformations(
      this.ctx.db,
      scope,
      filters,
      stepFilter(filters.status),
      activityWindow(page, filters),
    );
    const entries = found.rows.map((row) =>
      transformationView(row, principal.language, row.progress as StepProgress | null),
    );
    return cursorPageOf('transformations', found, entries, page, (row) => row.transformation_id);
  }

  async automation(principal: Principal, automationId: string): Promise<AutomationView> {
    const row = await automationOf(this.ctx.db, principal, automationId);
    return automationView(row, principal.language, this.ctx.config.publicUrl);
  }

  /**
   * A stored file of the transformation, streamed with the media type and name of its format (as a
   * submission's, see ../submissions/download.ts); 404 when that file does not exist (yet).
   */
  async file(principal: Principal, transformationId: string, kind: FileKind): Promise<SubmissionDownload> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    const key = fileKey(row, kind);
    if (!key || !(await this.blobs.stat(key)))
      throw new NotFound('File', ...fromCatalog('exception.not_found.file_yet', { kind }));
    const stream = await fileForPrincipal(this.ctx.db, this.blobs, principal, row.template_id, kind, key);
    return { stream, ...contentTypeOf(row, kind === 'original' ? 'source' : kind) };
  }

  /** Removes the files first: a failure then leaves the row to retry with, never orphan files. */
  async delete(principal: Principal, transformationId: string): Promise<void> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    await this.blobs.delete(transformationPrefix(row.organisation_id, row.transformation_id));
    await deleteTransformation(this.ctx.db, row.transformation_id);
  }

  /** For jobs: the row without a principal. */
  find(transformationId: string) {
    return findTransformation(this.ctx.db, transformationId);
  }
}
