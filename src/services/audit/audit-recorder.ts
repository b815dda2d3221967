/**
 * Records a change in the audit log, on the caller's transaction: a change that rolls back leaves
 * no entry, and one that commits cannot lose its entry. Write services call `recordChange` once per
 * change with the resource's API shape before and after; secrets are masked here, once.
 */
import { maskSecrets } from '../../domain/secret-mask.ts';
import type { Db } from '../../store/db.ts';
import { insertAuditEntry } from '../../store/organisations/audit-log.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'sign_in',
  'sign_in_failed',
  'rotate',
  'replay',
  'retry',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RESOURCES = [
  'template',
  'column',
  'constraint',
  'customer',
  'source',
  'feed',
  'connector',
  'webhook',
  'member',
  'member_invitation',
  'api_key',
  'organisation',
  'alert',
  'submission',
  'delivery',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** Who made the change: a caller, or the system (jobs) acting for an organisation. */
export type AuditActor = Principal | { kind: 'system'; organisationId: string };

export interface AuditChange {
  action: AuditAction;
  resource_type: AuditResource;
  resource_id: string | null;
  /** The API shape before the change; absent for a creation. */
  before?: unknown;
  /** The API shape after the change; absent for a deletion. */
  after?: unknown;
}

export async function recordChange(
  ctx: ServiceContext,
  db: Db,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  const who = await actorOfChange(db, actor);
  await insertAuditEntry(db, {
    organisation_id: actor.organisationId,
    at: ctx.now(),
    ...who,
    ip: actor.kind === 'system' ? null : (actor.ip ?? null),
    action: change.action,
    resource_type: change.resource_type,
    resource_id: change.resource_id,
    before: change.before === undefined ? null : maskSecrets(change.before),
    after: change.after === undefined ? null : maskSecrets(change.after),
  });
}

/** The actor's id and the label a reader recognises, read when the change is made (names change later). */
async function actorOfChange(
  db: Db,
  actor: AuditActor,
): Promise<{ actor_type: string; actor_id: string | null; actor_label: string | null }> {
  switch (actor.kind) {
    case 'system':
      return { actor_type: 'system', actor_id: null, actor_label: 'system' };
    case 'user': {
      const user = await db
        .selectFrom('users')
        .select('email')
        .where('user_id', '=', actor.userId)
        .executeTakeFirst();
      return { actor_type: 'user', actor_id: actor.userId, actor_label: user?.email ?? null };
    }
    case 'api_key': {
      const key = await db
        .selectFrom('api_keys')
        .select('name')
        .where('api_key_id', '=', actor.apiKeyId)
        .executeTakeFirst();
      return { actor_type: 'api_key', actor_id: actor.apiKeyId, actor_label: key?.name ?? null };
    }
    case 'customer': {
      const customer = await db
        .selectFrom('customers')
        .select(['email', 'name', 'external_id'])
        .where('customer_id', '=', actor.customerId)
        .executeTakeFirst();
      const label = customer ? (customer.email ?? customer.name ?? customer.external_id) : null;
      return { actor_type: 'customer', actor_id: actor.customerId, actor_label: label };
    }
  }
}
