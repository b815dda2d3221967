/** Row types of the tables, as Kysely sees them. Migrations in ./migrations are the source of truth. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PlansTable {
  plan_id: Generated<string>;
  name: string;
  permissions: string[];
  limitations: ColumnType<Record<string, number>, string, string>;
  created_at: Timestamp;
}

export interface OrganisationsTable {
  organisation_id: Generated<string>;
  subdomain: string;
  name: string;
  plan_id: string;
  embed_secret: string;
  line_credit: ColumnType<string, number | string | undefined, number | string>;
  created_at: Timestamp;
}

export interface UsersTable {
  user_id: Generated<string>;
  organisation_id: string;
  email: string;
  name: string | null;
  role: 'owner' | 'admin' | 'member';
  password_hash: string;
  language: Generated<string>;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  api_key_id: Generated<string>;
  organisation_id: string;
  name: string;
  secret_hash: string;
  created_by: string | null;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface TokensTable {
  token_id: Generated<string>;
  token_hash: string;
  kind: 'access' | 'refresh';
  family_id: string;
  organisation_id: string;
  user_id: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface Database {
  plans: PlansTable;
  organisations: OrganisationsTable;
  users: UsersTable;
  api_keys: ApiKeysTable;
  tokens: TokensTable;
}
