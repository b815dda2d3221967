/** API keys for the receiver's servers: owner/admin users only (never a key), secret shown once. */
import { Forbidden, NotFound, Violation } from '../../domain/errors.ts';
import { requireWithinLimit } from '../../domain/product.ts';
import { maxLength, notBlank } from '../../domain/validation.ts';
import {
  countApiKeys,
  findApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../store/identity/api-keys.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import type { Principal } from '../principal.ts';
import { requireAccountAdmin } from './account-admin.ts';
import { hashSecret, newSecret } from './credential-hashing.ts';

export interface ApiKeyView {
  api_key_id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

function view(row: {
  api_key_id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}): ApiKeyView {
  return {
    api_key_id: row.api_key_id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

const requireAdmin = (principal: Principal) => requireAccountAdmin(principal, 'api_keys');

export class ApiKeyService {
  constructor(private readonly ctx: ServiceContext) {}

  async create(
    principal: Principal,
    body: { name?: unknown },
  ): Promise<{ api_key_id: string; name: string; secret: string }> {
    requireAdmin(principal);
    const name = body.name;
    const problem = notBlank(name) ?? maxLength(String(name), 255);
    if (problem) throw Violation.of('name', name, problem);
    const plan = await planOfOrganisation(this.ctx.db, principal.organisationId);
    requireWithinLimit(plan, 'API_KEYS', (await countApiKeys(this.ctx.db, principal.organisationId)) + 1);
    const secret = newSecret('fak');
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await insertApiKey(trx, {
        organisation_id: principal.organisationId,
        name: String(name).trim(),
        secret_hash: hashSecret(secret),
        created_by: principal.kind === 'user' ? principal.userId : null,
      });
      const created = { api_key_id: row.api_key_id, name: row.name, secret };
      await recordChange(this.ctx, trx, principal, {
        action: 'create',
        resource_type: 'api_key',
        resource_id: row.api_key_id,
        after: created,
      });
      return created;
    });
  }

  async list(principal: Principal, page: PageRequest): Promise<Page<ApiKeyView>> {
    requireAdmin(principal);
    const total = await countApiKeys(this.ctx.db, principal.organisationId);
    const rows = await listApiKeys(
      this.ctx.db,
      principal.organisationId,
      (page.page - 1) * page.per_page,
      page.per_page,
    );
    return pageOf(rows.map(view), total, page);
  }

  async delete(principal: Principal, apiKeyId: string): Promise<void> {
    requireAdmin(principal);
    const row = await findApiKey(this.ctx.db, apiKeyId);
    if (!row || row.revoked_at) throw new NotFound('API key');
    if (row.organisation_id !== principal.organisationId) throw new Forbidden();
    await this.ctx.db.transaction().execute(async (trx) => {
      await revokeApiKey(trx, apiKeyId, this.ctx.now());
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'api_key',
        resource_id: apiKeyId,
        before: view(row),
      });
    });
  }
}
