/**
 * The people of a receiver organisation (DESIGN §10 "Members"): listed to its users, managed by
 * its owners. A role change applies to the member's next request, since a token's principal reads
 * the role from the user; a removed member's tokens go with the user, so they stop at once. The
 * last owner can be neither demoted nor removed: the owners are locked while a change is judged.
 */
import { NotFound } from '../../domain/errors.ts';
import type { Db } from '../../store/db.ts';
import {
  countUsers,
  deleteUser,
  findMember,
  findUserById,
  listMembers,
  lockOwners,
  setUserRole,
  type UserRow,
} from '../../store/identity/users.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import type { Principal } from '../principal.ts';
import {
  lastOwner,
  type MemberView,
  memberView,
  requireOwner,
  requireRole,
  requireUser,
} from './member-rules.ts';

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

export class MemberService {
  constructor(private readonly ctx: ServiceContext) {}

  async list(principal: Principal, page: PageRequest): Promise<Page<MemberView>> {
    requireUser(principal);
    const org = principal.organisationId;
    const total = await countUsers(this.ctx.db, org);
    const rows = await listMembers(this.ctx.db, org, (page.page - 1) * page.per_page, page.per_page);
    return pageOf(rows.map(memberView), total, page);
  }

  /** The caller, as `GET /members` lists them: the console shows what their role lets them do. */
  async me(principal: Principal): Promise<MemberView> {
    requireUser(principal);
    const row = await findMember(this.ctx.db, principal.userId);
    if (!row) throw new NotFound('Member');
    return memberView(row);
  }

  async changeRole(principal: Principal, userId: string, body: { role?: unknown }): Promise<MemberView> {
    requireOwner(principal);
    const role = requireRole(body.role);
    return this.ctx.db.transaction().execute(async (trx) => {
      const member = await this.memberOf(trx, principal.organisationId, userId);
      if (member.role === 'owner' && role !== 'owner') await this.keepAnOwner(trx, member);
      const before = memberView((await findMember(trx, member.user_id))!);
      await setUserRole(trx, member.user_id, role);
      const after = memberView((await findMember(trx, member.user_id))!);
      await recordChange(this.ctx, trx, principal, {
        action: 'update',
        resource_type: 'member',
        resource_id: member.user_id,
        before,
        after,
      });
      return after;
    });
  }

  async remove(principal: Principal, userId: string): Promise<void> {
    requireOwner(principal);
    await this.ctx.db.transaction().execute(async (trx) => {
      const member = await this.memberOf(trx, principal.organisationId, userId);
      if (member.role === 'owner') await this.keepAnOwner(trx, member);
      const before = memberView((await findMember(trx, member.user_id))!);
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'member',
        resource_id: member.user_id,
        before,
      });
      await deleteUser(trx, member.user_id);
    });
  }

  /** The user of the caller's organisation; anyone else's, or none, is the same 404. */
  private async memberOf(db: Db, organisationId: string, userId: string): Promise<UserRow> {
    const user = UUID.test(userId) ? await findUserById(db, userId) : undefined;
    if (!user || user.organisation_id !== organisationId) throw new NotFound('Member');
    return user;
  }

  private async keepAnOwner(db: Db, owner: UserRow): Promise<void> {
    const owners = await lockOwners(db, owner.organisation_id);
    if (owners.filter((id) => id !== owner.user_id).length === 0) throw lastOwner(owner.user_id);
  }
}
