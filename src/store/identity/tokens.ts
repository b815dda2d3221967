/** Access and refresh tokens, stored by the SHA-256 of their secret. */
import type { Db } from '../db.ts';
import type { TokensTable } from '../schema/index.ts';

export interface TokenRow {
  token_id: string;
  kind: TokensTable['kind'];
  family_id: string;
  organisation_id: string;
  user_id: string | null;
  customer_id: string | null;
  /** The only template a customer's login reaches; null for every template the customer may use. */
  template_id: string | null;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = [
  'token_id',
  'kind',
  'family_id',
  'organisation_id',
  'user_id',
  'customer_id',
  'template_id',
  'expires_at',
  'used_at',
  'revoked_at',
] as const;

export function findTokenByHash(db: Db, hash: string): Promise<TokenRow | undefined> {
  return db.selectFrom('tokens').select(COLUMNS).where('token_hash', '=', hash).executeTakeFirst();
}

export async function insertToken(
  db: Db,
  row: {
    token_hash: string;
    kind: TokensTable['kind'];
    family_id: string;
    organisation_id: string;
    /** A user's token, or null with customer_id set for a customer's. */
    user_id: string | null;
    customer_id?: string | null;
    /** Set on a customer's login bound to one template. */
    template_id?: string | null;
    expires_at: Date;
  },
): Promise<void> {
  await db.insertInto('tokens').values(row).execute();
}

/** Marks a refresh token used; false when it was used already (a replay). */
export async function markRefreshUsed(db: Db, tokenId: string, at: Date): Promise<boolean> {
  const rows = await db
    .updateTable('tokens')
    .set({ used_at: at })
    .where('token_id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return rows.numUpdatedRows === 1n;
}

export async function revokeFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every login of a user: all its access and refresh tokens, of every family. */
export async function revokeUserTokens(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
