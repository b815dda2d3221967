/**
 * Sources (DESIGN §7): where a transformation's file comes from. Reads mask secrets and hide the
 * blocks the plan does not permit; writes check every field, the plan and the owner. A source
 * belongs to its organisation and, when a sender made it, to that customer.
 */
import { randomUUID } from 'node:crypto';
import { NotFound } from '../../domain/errors.ts';
import { AddressPolicy } from '../../outbound/address-policy.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { Db } from '../../store/db.ts';
import { isDuplicateKey } from '../../store/duplicate-key.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import {
  countSources,
  deleteSource,
  findSourceById,
  insertSource,
  isCustomerOf,
  listSources,
  type SourceFields,
  type StoredSourceRow,
  updateSource,
} from '../../store/sources/sources.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import type { SecretBox } from '../identity/secret-box.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import type { Principal } from '../principal.ts';
import { newSourceAddress } from './email-block.ts';
import type { FetchSettings } from './fetch-settings.ts';
import { openSecrets } from './secret-fields.ts';
import { listedOwner, sourceOf } from './source-access.ts';
import { isBlockName, type SourceView, sourceView } from './source-view.ts';
import { type SourceWrite, sourceFields, type WriteContext } from './source-write.ts';

const ADDRESS_INDEX = 'sources_email_address_key';

function isAddressTaken(error: unknown): boolean {
  return isDuplicateKey(error) && error.constraint === ADDRESS_INDEX;
}

export class SourceService {
  private readonly network: WriteContext['network'];

  /** `outbound` tells whether a URL leads to a private network; `box` seals the secrets. */
  constructor(
    private readonly ctx: ServiceContext,
    private readonly box: SecretBox,
    outbound: OutboundHttp,
  ) {
    this.network = { outbound, policy: new AddressPolicy(ctx.config.outboundAllowlist) };
  }

  async create(principal: Principal, body: SourceWrite): Promise<SourceView> {
    const sourceId = randomUUID();
    const fields = await sourceFields(await this.writeContext(principal), sourceId, body);
    const row = await this.withAddress(fields, undefined, (all) =>
      this.audited(principal, 'create', undefined, (trx) =>
        insertSource(trx, sourceId, principal.organisationId, all, this.ctx.now()),
      ),
    );
    return this.view(row);
  }

  async get(principal: Principal, sourceId: string): Promise<SourceView> {
    return this.view(await sourceOf(this.ctx.db, principal, sourceId));
  }

  async update(principal: Principal, sourceId: string, body: SourceWrite): Promise<SourceView> {
    const stored = await sourceOf(this.ctx.db, principal, sourceId);
    const fields = await sourceFields(await this.writeContext(principal), sourceId, body, stored);
    const row = await this.withAddress(fields, stored, (all) =>
      this.audited(principal, 'update', stored, (trx) => updateSource(trx, sourceId, all, this.ctx.now())),
    );
    return this.view(row);
  }

  async delete(principal: Principal, sourceId: string): Promise<void> {
    const stored = await sourceOf(this.ctx.db, principal, sourceId);
    await this.audited(principal, 'delete', stored, async (trx) => {
      await deleteSource(trx, sourceId);
      return null;
    });
  }

  /** Runs a write in a transaction that records it in the audit log, the source shown as the API shows it. */
  private async audited<T extends StoredSourceRow | null>(
    principal: Principal,
    action: 'create' | 'update' | 'delete',
    stored: StoredSourceRow | undefined,
    write: (trx: Db) => Promise<T>,
  ): Promise<T> {
    const plan = await planOfOrganisation(this.ctx.db, principal.organisationId);
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await write(trx);
      await recordChange(this.ctx, trx, principal, {
        action,
        resource_type: 'source',
        resource_id: (row ?? stored)?.source_id ?? null,
        before: stored ? sourceView(stored, plan) : undefined,
        after: row ? sourceView(row, plan) : undefined,
      });
      return row;
    });
  }

  /** In creation order; a sender lists its own sources only. */
  async list(principal: Principal, page: PageRequest): Promise<Page<SourceView>> {
    const owner = listedOwner(principal);
    const organisationId = principal.organisationId;
    const total = await countSources(this.ctx.db, organisationId, owner);
    const offset = (page.page - 1) * page.per_page;
    const rows = await listSources(this.ctx.db, organisationId, owner, offset, page.per_page);
    const plan = await planOfOrganisation(this.ctx.db, organisationId);
    return pageOf(
      rows.map((row) => sourceView(row, plan)),
      total,
      page,
    );
  }

  /**
   * The source and its block with the secrets opened, for the fetch that uses them; no caller
   * check (the feed or run that asks was checked). Throws SecretUnreadable under another key.
   */
  async settingsForFetch(sourceId: string): Promise<{ source: StoredSourceRow } & FetchSettings> {
    const source = await findSourceById(this.ctx.db, sourceId);
    if (!source) throw new NotFound('Source');
    const type = source.data_extractor;
    if (!isBlockName(type)) return { source, data_extractor: 'upload', block: null };
    // Every type but upload is stored with its block, written from its settings (source-write.ts).
    const block = await openSecrets(this.box, sourceId, type, source.block ?? {});
    return { source, data_extractor: type, block } as unknown as { source: StoredSourceRow } & FetchSettings;
  }

  private async writeContext(principal: Principal): Promise<WriteContext> {
    const { db } = this.ctx;
    return {
      principal,
      plan: await planOfOrganisation(db, principal.organisationId),
      box: this.box,
      network: this.network,
      isCustomer: (customerId) => isCustomerOf(db, principal.organisationId, customerId),
    };
  }

  /** An `email` source keeps its address; one that becomes `email` gets a new one (retried if taken). */
  private async withAddress(
    fields: Omit<SourceFields, 'email_address'>,
    stored: StoredSourceRow | undefined,
    write: (fields: SourceFields) => Promise<StoredSourceRow>,
  ): Promise<StoredSourceRow> {
    if (fields.data_extractor !== 'email') return write({ ...fields, email_address: null });
    if (stored?.email_address) return write({ ...fields, email_address: stored.email_address });
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write({ ...fields, email_address: newSourceAddress(this.ctx.config.mailDomain) });
      } catch (error) {
        if (!isAddressTaken(error) || attempt === 3) throw error;
      }
    }
  }

  private async view(row: StoredSourceRow): Promise<SourceView> {
    return sourceView(row, await planOfOrganisation(this.ctx.db, row.organisation_id));
  }
}
