/** Who manages an organisation's members (DESIGN §10), and how a member reads. */
import { Forbidden, fromCatalog, Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { MemberRow } from '../../store/identity/users.ts';
import type { Principal, Role } from '../principal.ts';

export const ROLES: readonly Role[] = ['owner', 'admin', 'member'];

/** A member as `GET /members` lists it. */
export interface MemberView {
  user_id: string;
  email: string;
  name: string | null;
  role: Role;
  created_at: string;
  last_sign_in_at: string | null;
}

export function memberView(row: MemberRow): MemberView {
  return {
    user_id: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role,
    created_at: row.created_at.toISOString(),
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
  };
}

/** Members are managed by owners signed in as themselves: never an admin, never an API key. */
export function requireOwner(
  principal: Principal,
): asserts principal is Extract<Principal, { kind: 'user' }> {
  if (principal.kind !== 'user' || principal.role !== 'owner') {
    throw new Forbidden(...fromCatalog('exception.members.owner_only'));
  }
}

/** Members are listed to the people of the organisation; an API key or a sender reads none. */
export function requireUser(principal: Principal): asserts principal is Extract<Principal, { kind: 'user' }> {
  if (principal.kind !== 'user') throw new Forbidden(...fromCatalog('exception.members.users_only'));
}

export function requireRole(value: unknown): Role {
  if (typeof value === 'string' && (ROLES as string[]).includes(value)) return value as Role;
  throw Violation.of('role', value ?? null, phrase('violation.field.role', { roles: ROLES.join(', ') }));
}

/** The refusal when a change would leave the organisation without an owner. */
export function lastOwner(userId: string): Violation {
  return Violation.of('role', userId, phrase('violation.field.last_owner'));
}
