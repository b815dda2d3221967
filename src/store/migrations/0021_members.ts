import { type Kysely, sql } from 'kysely';

/**
 * Members of an organisation (DESIGN §10 "Members"): invitations e-mailed by an owner, single use
 * and valid 7 days, kept as a hash of their token; and when each user last signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_invitations (
      invitation_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organisation_id uuid NOT NULL REFERENCES organisations (organisation_id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
      token_hash text NOT NULL UNIQUE,
      invited_by uuid REFERENCES users (user_id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX member_invitations_email_idx ON member_invitations (organisation_id, lower(email));
    ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
  `.execute(db);
}
