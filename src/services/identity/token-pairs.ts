/**
 * The access and refresh tokens one login gets, for a receiver user or a customer (sender). A
 * customer's login may be bound to one template, and its refreshed tokens stay bound to it.
 */
import type { Db } from '../../store/db.ts';
import { insertToken } from '../../store/identity/tokens.ts';
import { hashSecret, newSecret } from './credential-hashing.ts';

export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

/** The token response of `POST /auth/token` and `POST /auth/embed`. */
export interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

/** Whose login it is. */
export type LoginOwner =
  | { userId: string }
  | {
      customerId: string;
      /** The only template the login reaches; null for every one the customer may use. */
      templateId: string | null;
    };

/** Stores a new pair of the login `familyId` (revoked together) and returns its secrets. */
export async function issuePair(
  db: Db,
  organisationId: string,
  owner: LoginOwner,
  familyId: string,
  now: Date,
): Promise<TokenPair> {
  const access = newSecret('fat');
  const refresh = newSecret('frt');
  const ownerColumns =
    'userId' in owner
      ? { user_id: owner.userId, customer_id: null, template_id: null }
      : { user_id: null, customer_id: owner.customerId, template_id: owner.templateId };
  const common = { family_id: familyId, organisation_id: organisationId, ...ownerColumns };
  const expiry = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const write = async (trx: Db) => {
    await insertToken(trx, {
      ...common,
      token_hash: hashSecret(access),
      kind: 'access',
      expires_at: expiry(ACCESS_TOKEN_SECONDS),
    });
    await insertToken(trx, {
      ...common,
      token_hash: hashSecret(refresh),
      kind: 'refresh',
      expires_at: expiry(REFRESH_TOKEN_SECONDS),
    });
  };
  // Inside the caller's transaction when there is one, so the pair commits with what led to it.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refresh,
  };
}
