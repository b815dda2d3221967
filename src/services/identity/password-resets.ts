/**
 * Lost passwords (DESIGN §10). A reset link is `<public URL>/app/password-reset#<token>`: valid 1
 * hour, used once, one pending per user (a new link replaces the earlier one). Using it sets the
 * new password, ends every earlier login of the user (whoever knew the old password may hold one)
 * and signs the user in. The operator can also set a password directly (`ferry user
 * reset-password --password-stdin`), which ends every login too.
 *
 * A link that does not work says why: unknown (or replaced), expired, or used. The token proves
 * possession of the link, so telling them apart reveals nothing to someone who guesses.
 */
import { randomUUID } from 'node:crypto';
import {
  BadRequest,
  fromCatalog,
  Unauthorized,
  Violation,
  type ViolationItem,
  violationOf,
} from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { passwordProblem, problemAt } from '../../domain/validation.ts';
import {
  deletePasswordReset,
  findPasswordReset,
  replacePasswordReset,
  usePasswordReset,
} from '../../store/identity/password-resets.ts';
import { revokeUserTokens } from '../../store/identity/tokens.ts';
import { findUserByEmail, findUserById, setPasswordHash } from '../../store/identity/users.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { hashPassword, hashSecret, newSecret } from './credential-hashing.ts';
import { PasswordThrottle } from './password-throttle.ts';
import { issuePair, type TokenPair } from './token-pairs.ts';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

/** A link made for a user: what to send or print. */
export interface ResetLink {
  /** `<public URL>/app/password-reset#<token>`: the token stays out of server logs and Referer headers. */
  link: string;
  /** The token alone, for `POST /auth/password-reset/confirm`. */
  token: string;
  expires_at: Date;
}

/** What `POST /auth/password-reset/confirm` takes. */
export interface ResetConfirmation {
  token?: unknown;
  password?: unknown;
}

const unknownLink = () => new Unauthorized(...fromCatalog('exception.reset_unknown'));

export class PasswordResetService {
  private readonly throttle: PasswordThrottle;

  constructor(private readonly ctx: ServiceContext) {
    this.throttle = new PasswordThrottle(ctx);
  }

  /** Makes a new link for the user, replacing any earlier one (what the console's forgotten-password e-mail sends). */
  async createLink(userId: string): Promise<ResetLink> {
    const token = newSecret('fpr');
    const expiresAt = new Date(this.ctx.now().getTime() + RESET_LINK_MINUTES * 60_000);
    await replacePasswordReset(this.ctx.db, {
      user_id: userId,
      token_hash: hashSecret(token),
      expires_at: expiresAt,
    });
    const base = this.ctx.config.publicUrl.replace(/\/+$/, '');
    return { link: `${base}/app/password-reset#${token}`, token, expires_at: expiresAt };
  }

  /** A link for the user with this e-mail (the operator's CLI); 409 when no user has it. */
  async createLinkForEmail(email: string): Promise<ResetLink> {
    return this.createLink((await this.userByEmail(email)).user_id);
  }

  /** Sets the password of the user with this e-mail and ends every login of the user (the operator's CLI). */
  async setPassword(email: string, password: unknown): Promise<void> {
    const problem = passwordProblem(password);
    if (problem) throw Violation.of('password', '***', problem);
    const user = await this.userByEmail(email);
    const hash = await hashPassword(String(password));
    await this.ctx.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, user.user_id, hash);
      await revokeUserTokens(trx, user.user_id, this.ctx.now());
      await deletePasswordReset(trx, user.user_id);
    });
    await this.throttle.passwordChanged(user.email);
  }

  /** Uses a link: sets the password, ends every earlier login, and returns the new login's tokens. */
  async confirm(input: ResetConfirmation, address: string): Promise<TokenPair> {
    if (typeof input.token !== 'string' || typeof input.password !== 'string')
      throw new BadRequest(...fromCatalog('exception.password_reset.not_strings'));
    const violations: ViolationItem[] = [];
    if (input.token.trim() === '')
      violations.push(violationOf('token', input.token, phrase('violation.field.blank')));
    const problem = passwordProblem(input.password);
    if (problem) violations.push(problemAt('password', '***', problem));
    // Checked before the link is used, so that a refused password leaves the link working.
    if (violations.length) throw new Violation(violations);
    const tokenHash = hashSecret(input.token.trim());
    const hash = await hashPassword(input.password);
    const now = this.ctx.now();
    const pair = await this.ctx.db.transaction().execute(async (trx) => {
      const userId = await usePasswordReset(trx, tokenHash, now);
      if (!userId) return null;
      await setPasswordHash(trx, userId, hash);
      await revokeUserTokens(trx, userId, now);
      const user = await findUserById(trx, userId);
      if (!user) return null;
      const tokens = await issuePair(trx, user.organisation_id, { userId }, randomUUID(), now);
      // The password itself is masked; the entry says when and from where it was changed.
      const actor: Principal = {
        kind: 'user',
        organisationId: user.organisation_id,
        userId,
        role: user.role,
        language: user.language,
        ip: address,
      };
      await recordChange(this.ctx, trx, actor, {
        action: 'update',
        resource_type: 'member',
        resource_id: userId,
        after: { password: 'changed by a reset link' },
      });
      return { tokens, email: user.email };
    });
    if (!pair) throw await this.whyRefused(tokenHash, now);
    // A sign-in like any other: this address is now one the account signed in from.
    await this.throttle.passwordChanged(pair.email);
    await this.throttle.succeeded(pair.email, address);
    return pair.tokens;
  }

  private async whyRefused(tokenHash: string, now: Date): Promise<Unauthorized> {
    const row = await findPasswordReset(this.ctx.db, tokenHash);
    if (row?.used_at) return new Unauthorized(...fromCatalog('exception.reset_used'));
    if (row && row.expires_at <= now)
      return new Unauthorized(...fromCatalog('exception.reset_expired', { minutes: RESET_LINK_MINUTES }));
    return unknownLink();
  }

  private async userByEmail(email: string) {
    const user = await findUserByEmail(this.ctx.db, email.trim());
    if (!user) throw Violation.of('email', email, phrase('violation.field.no_user_email'));
    return user;
  }
}
