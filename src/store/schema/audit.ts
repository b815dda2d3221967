/** Row type of the audit log (migration 0030). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** A jsonb column written as JSON text, or null. */
type MaskedJson = ColumnType<unknown, string | null, string | null>;

export interface AuditLogTable {
  event_id: Generated<string>;
  organisation_id: string;
  at: Timestamp;
  /** `user`, `api_key`, `customer` or `system`. */
  actor_type: string;
  /** The user's, API key's or customer's id; null for `system`. */
  actor_id: string | null;
  /** What a reader recognises: the user's e-mail, the key's name, the customer's e-mail or name. */
  actor_label: string | null;
  ip: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  /** The resource's API shape before the change, secrets masked; null for a creation. */
  before: MaskedJson;
  /** The same after the change; null for a deletion. */
  after: MaskedJson;
}
