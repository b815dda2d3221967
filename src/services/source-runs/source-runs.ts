/**
 * Runs of a source (DESIGN §7): a transformation whose file is fetched from a source rather than
 * uploaded. `start` is what feeds, e-mails and the one-off route share: it records the run at
 * `to_download` and enqueues the download stage (./download-stage.ts), or, for a file an e-mail
 * already brought, at `downloaded` → `to_normalize`. The stages then walk it like an upload, and on
 * by themselves when it has `auto_submit` (./auto-continue.ts).
 */
import { randomUUID } from 'node:crypto';
import type { BlobStore } from '../../files/blob-store.ts';
import { findCustomerById } from '../../store/customers/customers.ts';
import {
  findTransformation,
  insertTransformation,
  updateStep,
} from '../../store/transformations/transformations.ts';
import { transformationPrefix } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import type { StageQueue } from '../stages/stage-queue.ts';
import type { TransformationService } from '../transformations/transformations.ts';
import type { TransformationView } from '../transformations/view.ts';
import { checkOneOffRun, type OneOffRun } from './one-off-run.ts';
import type { RunRequest, RunStarted } from './run-request.ts';

export class SourceRunService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
    private readonly queue: StageQueue,
    private readonly transformations: TransformationService,
  ) {}

  /** Records the run and enqueues its first stage; the caller checked who asks for what. */
  async start(request: RunRequest): Promise<RunStarted> {
    const { started, begin } = await this.record(request);
    await begin();
    return started;
  }

  /** A run nobody asked for in a request (a schedule, an e-mail) speaks its customer's language, else English. */
  private async customerLanguage(customerId: string | null): Promise<string | null> {
    if (!customerId) return null;
    return (await findCustomerById(this.ctx.db, customerId))?.language ?? null;
  }

  /**
   * Records the run; `begin` enqueues its first stage. Apart, so that a caller can read the run as
   * it was created before a worker takes it.
   */
  private async record(request: RunRequest): Promise<{ started: RunStarted; begin: () => Promise<void> }> {
    const id = randomUUID();
    const sourceKey = `${transformationPrefix(request.organisationId, id)}/source`;
    const received = request.received ?? null;
    // Copied, not taken: one e-mail may start a run for each feed of its source.
    if (received) await this.blobs.copy(received.blobKey, sourceKey);
    await insertTransformation(this.ctx.db, {
      transformation_id: id,
      organisation_id: request.organisationId,
      template_id: request.templateId,
      customer_id: request.customerId,
      source_key: sourceKey,
      original_name: received?.fileName ?? null,
      options: {},
      step: received ? 'downloaded' : 'to_download',
      type: request.type,
      created_by: request.createdBy ?? null,
      source_id: request.sourceId,
      feed_id: request.feedId,
      connector_id: request.connectorId,
      auto_submit: request.autoSubmit,
      language: request.language ?? (await this.customerLanguage(request.customerId)),
    });
    if (received) await updateStep(this.ctx.db, id, { step: 'to_normalize' }, this.ctx.now(), ['downloaded']);
    const row = await findTransformation(this.ctx.db, id);
    return {
      started: { transformationId: id, automationId: row!.automation_id },
      begin: () => this.queue.enqueue(received ? 'normalize' : 'download', id),
    };
  }

  /** `POST /transformation` with a source: a one-off run without a feed, answered as the transformation. */
  async runOnce(principal: Principal, body: OneOffRun): Promise<TransformationView> {
    const request = await checkOneOffRun(this.ctx.db, principal, body);
    const { started, begin } = await this.record(request);
    // The run as it was created: a worker may take it the moment it is enqueued.
    const view = await this.transformations.get(principal, started.transformationId);
    await begin();
    return view;
  }
}
