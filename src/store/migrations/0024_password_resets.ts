import { type Kysely, sql } from 'kysely';

/**
 * Password reset links: one pending per user (a new link replaces it), the token stored as its
 * SHA-256 like every bearer secret, kept once used so that a second use is told it was used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE password_resets (
      user_id uuid PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
