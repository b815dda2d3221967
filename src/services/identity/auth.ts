/**
 * Token grants (OAuth2-shaped), bearer authentication and revocation.
 * Refresh tokens rotate on use; presenting one that was already used revokes its whole family,
 * since only a thief or a replay would do that.
 */
import { randomUUID } from 'node:crypto';
import { BadRequest, fromCatalog, Unauthorized, Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { findApiKeyBySecretHash, touchApiKey } from '../../store/identity/api-keys.ts';
import { findTokenByHash, markRefreshUsed, revokeFamily } from '../../store/identity/tokens.ts';
import { findUserByEmail, findUserById, recordUserSignIn, type UserRow } from '../../store/identity/users.ts';
import { type AuditChange, recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { DUMMY_PASSWORD_HASH, hashSecret, verifyPassword } from './credential-hashing.ts';
import { customerPrincipal } from './customer-tokens.ts';
import { emailCodeGrant } from './email-code-grant.ts';
import { LoginThrottle } from './login-throttle.ts';
import { PasswordThrottle } from './password-throttle.ts';
import { issuePair, type TokenPair } from './token-pairs.ts';

export { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, type TokenPair } from './token-pairs.ts';

/** A token request as sent (JSON or form); fields depend on grant_type. */
export interface TokenRequest {
  grant_type?: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  /** The organisation of the customer (email_code grant). */
  subdomain?: string;
  /** The customer's e-mail (email_code grant). */
  email?: string;
  /** The six digits e-mailed to the customer (email_code grant). */
  code?: string;
}

const GRANTS = ['password', 'refresh_token', 'email_code'];

/** The user a password grant names, as the actor of its audit entry. */
function signingIn(user: UserRow, address: string): Principal {
  return {
    kind: 'user',
    organisationId: user.organisation_id,
    userId: user.user_id,
    role: user.role,
    language: user.language,
    ip: address,
  };
}

const SIGN_IN_FAILED = (user: UserRow): AuditChange => ({
  action: 'sign_in_failed',
  resource_type: 'member',
  resource_id: user.user_id,
});

function required(body: TokenRequest, field: keyof TokenRequest): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '')
    throw Violation.of(field, value, phrase('violation.field.blank'));
  return value;
}

export class AuthService {
  /** Wrong e-mailed codes, per e-mail and address. */
  private readonly throttle: LoginThrottle;
  /** Wrong passwords, per account and address and per account. */
  private readonly passwords: PasswordThrottle;

  constructor(private readonly ctx: ServiceContext) {
    this.throttle = new LoginThrottle(ctx);
    this.passwords = new PasswordThrottle(ctx);
  }

  /** Handles every grant; a refused grant is 401 (DESIGN §6). `address` is the client's, for login throttling. */
  async grant(body: TokenRequest, address: string): Promise<TokenPair> {
    const grant = required(body, 'grant_type');
    if (!GRANTS.includes(grant)) {
      throw Violation.of(
        'grant_type',
        grant,
        phrase('violation.field.grant_type', { grants: GRANTS.join(', ') }),
      );
    }
    if (grant === 'password')
      return this.passwordGrant(required(body, 'username'), required(body, 'password'), address);
    if (grant === 'email_code') return emailCodeGrant(this.ctx, this.throttle, body, address);
    return this.refreshGrant(required(body, 'refresh_token'));
  }

  private async passwordGrant(email: string, password: string, address: string): Promise<TokenPair> {
    // Unknown accounts are throttled alike, so a 429 does not tell which e-mails exist.
    await this.passwords.check(email, address);
    const user = await findUserByEmail(this.ctx.db, email.trim());
    // Verify against a dummy hash when the user is unknown, so timing does not reveal e-mails.
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (!user || !ok) {
      await this.passwords.failed(email, address);
      // An e-mail no member has belongs to no organisation: nobody could read that entry (DESIGN §10).
      if (user) await recordChange(this.ctx, this.ctx.db, signingIn(user, address), SIGN_IN_FAILED(user));
      throw new Unauthorized(...fromCatalog('exception.bad_credentials'));
    }
    await this.passwords.succeeded(email, address);
    return this.ctx.db.transaction().execute(async (trx) => {
      await recordUserSignIn(trx, user.user_id, this.ctx.now());
      await recordChange(this.ctx, trx, signingIn(user, address), {
        action: 'sign_in',
        resource_type: 'member',
        resource_id: user.user_id,
      });
      return issuePair(trx, user.organisation_id, { userId: user.user_id }, randomUUID(), this.ctx.now());
    });
  }

  private async refreshGrant(refreshToken: string): Promise<TokenPair> {
    const now = this.ctx.now();
    const refused = new Unauthorized(...fromCatalog('exception.bad_refresh_token'));
    const token = await findTokenByHash(this.ctx.db, hashSecret(refreshToken));
    if (token?.kind !== 'refresh' || !(token.user_id || token.customer_id)) throw refused;
    if (token.revoked_at || token.expires_at <= now) throw refused;
    const first = await markRefreshUsed(this.ctx.db, token.token_id, now);
    if (!first) {
      await revokeFamily(this.ctx.db, token.family_id, now);
      throw new Unauthorized(...fromCatalog('exception.refresh_reused'));
    }
    // A customer's login keeps the template it was bound to.
    const owner = token.user_id
      ? { userId: token.user_id }
      : { customerId: token.customer_id!, templateId: token.template_id };
    return issuePair(this.ctx.db, token.organisation_id, owner, token.family_id, now);
  }

  /** Resolves an `Authorization` header to a principal; 401 when absent, unknown, revoked or expired. */
  async authenticate(header: string | undefined): Promise<Principal> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
    if (!match?.[1]) throw new Unauthorized();
    const secret = match[1];
    const hash = hashSecret(secret);
    const now = this.ctx.now();
    if (secret.startsWith('fak_')) {
      const key = await findApiKeyBySecretHash(this.ctx.db, hash);
      if (!key || key.revoked_at)
        throw new Unauthorized(...fromCatalog('exception.bad_token', { credential: 'api_key' }));
      await touchApiKey(this.ctx.db, key.api_key_id, now);
      return {
        kind: 'api_key',
        organisationId: key.organisation_id,
        apiKeyId: key.api_key_id,
        role: 'admin',
        language: 'en',
      };
    }
    const token = await findTokenByHash(this.ctx.db, hash);
    if (token?.kind !== 'access' || token.revoked_at || !(token.user_id || token.customer_id)) {
      throw new Unauthorized(...fromCatalog('exception.bad_token', { credential: 'access_token' }));
    }
    if (token.expires_at <= now) throw new Unauthorized(...fromCatalog('exception.token_expired'));
    if (token.customer_id) return customerPrincipal(this.ctx, token.customer_id, token.template_id);
    const user = await findUserById(this.ctx.db, token.user_id ?? '');
    if (!user) throw new Unauthorized(...fromCatalog('exception.bad_token', { credential: 'access_token' }));
    return {
      kind: 'user',
      organisationId: user.organisation_id,
      userId: user.user_id,
      role: user.role,
      language: user.language,
    };
  }

  /**
   * Ends the login a token belongs to: every access and refresh token of its family, since a
   * refresh token left alive would mint new access tokens for whoever holds it. Unknown or already
   * revoked tokens are not an error (RFC 7009).
   */
  async revoke(token: unknown): Promise<{ revoked: boolean }> {
    if (typeof token !== 'string') throw new BadRequest(...fromCatalog('exception.auth.token_not_string'));
    if (token.trim() === '') throw Violation.of('token', token, phrase('violation.field.blank'));
    const row = await findTokenByHash(this.ctx.db, hashSecret(token));
    if (!row || row.revoked_at) return { revoked: false };
    await revokeFamily(this.ctx.db, row.family_id, this.ctx.now());
    return { revoked: true };
  }
}
