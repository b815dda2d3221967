/**
 * Invitations to join an organisation (DESIGN §10 "Members"): an owner names an e-mail and a role;
 * the person gets a link to `/app/invitation#<token>`, valid 7 days and single use, where they
 * choose a password (`POST /auth/invitation`) and are signed in. Only the token's hash is kept, and
 * a new invitation of the same address replaces a pending one.
 */
import { randomUUID } from 'node:crypto';
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { maxLength, notBlank, passwordProblem, validEmail } from '../../domain/validation.ts';
import type { Mailer } from '../../events/mail/mailer.ts';
import { memberInvitationMessage } from '../../events/mail/member-invitation-message.ts';
import {
  lockInvitationByTokenHash,
  markInvitationAccepted,
  replaceMemberInvitation,
} from '../../store/identity/member-invitations.ts';
import {
  findMember,
  findUserByEmail,
  findUserById,
  insertUser,
  recordUserSignIn,
} from '../../store/identity/users.ts';
import { findOrganisationById } from '../../store/organisations/organisations.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal, Role } from '../principal.ts';
import { hashPassword, hashSecret, newSecret } from './credential-hashing.ts';
import { memberView, requireOwner, requireRole } from './member-rules.ts';
import { issuePair, type TokenPair } from './token-pairs.ts';

export const INVITATION_DAYS = 7;
const TAKEN = phrase('violation.field.member_email_taken');
const UNUSABLE = phrase('violation.field.invitation_unusable');

/** The answer of `POST /members/invitations` (the link itself goes to the invited address only). */
export interface MemberInvitationView {
  invitation_id: string;
  email: string;
  role: Role;
  expires_at: string;
}

/** The body of `POST /auth/invitation`. */
export interface InvitationAcceptance {
  token?: unknown;
  password?: unknown;
  name?: unknown;
}

function requireText(property: string, value: unknown, max: number): string {
  const problem = notBlank(value) ?? maxLength(String(value), max);
  if (problem) throw Violation.of(property, value ?? null, problem);
  return String(value).trim();
}

export class MemberInvitationService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly mailer: Mailer,
  ) {}

  async invite(
    principal: Principal,
    body: { email?: unknown; role?: unknown },
  ): Promise<MemberInvitationView> {
    requireOwner(principal);
    const email = requireText('email', body.email, 254);
    const invalid = validEmail(email);
    if (invalid) throw Violation.of('email', body.email, invalid);
    const role = requireRole(body.role);
    if (await findUserByEmail(this.ctx.db, email)) throw Violation.of('email', email, TAKEN);
    const token = newSecret('fmi');
    const now = this.ctx.now();
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const invitation = await replaceMemberInvitation(trx, {
        organisation_id: principal.organisationId,
        email,
        role,
        token_hash: hashSecret(token),
        invited_by: principal.userId,
        expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      });
      await recordChange(this.ctx, trx, principal, {
        action: 'create',
        resource_type: 'member_invitation',
        resource_id: invitation.invitation_id,
        after: invitationView(invitation),
      });
      return invitation;
    });
    const organisation = (await findOrganisationById(this.ctx.db, principal.organisationId))!;
    const inviter = (await findUserById(this.ctx.db, principal.userId))!;
    await this.mailer.send(
      memberInvitationMessage({
        to: email,
        inviter: inviter.name ?? inviter.email,
        organisationName: organisation.name,
        role,
        link: new URL(`/app/invitation#${token}`, this.ctx.config.publicUrl).toString(),
        days: INVITATION_DAYS,
        language: principal.language,
      }),
    );
    return invitationView(row);
  }

  /** Sets the invited person's password and signs them in; the link is spent. */
  /** `address` is the client's, kept in the audit log with the member this creates. */
  async accept(body: InvitationAcceptance, address?: string): Promise<TokenPair> {
    const token = requireText('token', body.token, 200);
    const problem = passwordProblem(body.password);
    if (problem) throw Violation.of('password', '***', problem);
    const password = String(body.password);
    const name = body.name === undefined || body.name === null ? null : requireText('name', body.name, 255);
    const passwordHash = await hashPassword(password);
    const now = this.ctx.now();
    return this.ctx.db.transaction().execute(async (trx) => {
      const invitation = await lockInvitationByTokenHash(trx, hashSecret(token));
      if (!invitation || invitation.accepted_at || invitation.expires_at <= now) {
        throw Violation.of('token', null, UNUSABLE);
      }
      if (await findUserByEmail(trx, invitation.email)) throw Violation.of('token', null, TAKEN);
      const user = await insertUser(trx, {
        organisation_id: invitation.organisation_id,
        email: invitation.email,
        name,
        role: invitation.role,
        password_hash: passwordHash,
      });
      await markInvitationAccepted(trx, invitation.invitation_id, now);
      await recordUserSignIn(trx, user.user_id, now);
      const newcomer: Principal = {
        kind: 'user',
        organisationId: user.organisation_id,
        userId: user.user_id,
        role: user.role,
        language: user.language,
        ip: address ?? null,
      };
      await recordChange(this.ctx, trx, newcomer, {
        action: 'create',
        resource_type: 'member',
        resource_id: user.user_id,
        after: memberView((await findMember(trx, user.user_id))!),
      });
      return issuePair(trx, user.organisation_id, { userId: user.user_id }, randomUUID(), now);
    });
  }
}

function invitationView(row: {
  invitation_id: string;
  email: string;
  role: Role;
  expires_at: Date;
}): MemberInvitationView {
  return {
    invitation_id: row.invitation_id,
    email: row.email,
    role: row.role,
    expires_at: row.expires_at.toISOString(),
  };
}
