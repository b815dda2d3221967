import { type Kysely, sql } from 'kysely';

/** Organisations, plans, receiver users, tokens and API keys. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE plans (
      plan_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE,
      permissions text[] NOT NULL DEFAULT '{}',
      limitations jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE organisations (
      organisation_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subdomain text NOT NULL UNIQUE,
      name text NOT NULL,
      plan_id uuid NOT NULL REFERENCES plans(plan_id),
      embed_secret text NOT NULL,
      line_credit bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE users (
      user_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      email text NOT NULL,
      name text,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
      password_hash text NOT NULL,
      language text NOT NULL DEFAULT 'en',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE TABLE api_keys (
      api_key_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      name text NOT NULL,
      secret_hash text NOT NULL UNIQUE,
      created_by uuid REFERENCES users(user_id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE TABLE tokens (
      token_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('access', 'refresh')),
      family_id uuid NOT NULL,
      organisation_id uuid NOT NULL REFERENCES organisations(organisation_id) ON DELETE CASCADE,
      user_id uuid REFERENCES users(user_id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX tokens_family_idx ON tokens (family_id);
  `.execute(db);
}
