/** Invitations to join an organisation as a member (services/identity/members.ts), by token hash. */
import type { Generated } from 'kysely';
import type { Db } from '../db.ts';
import type { UsersTable } from '../schema/index.ts';

interface MemberInvitationsTable {
  invitation_id: Generated<string>;
  organisation_id: string;
  email: string;
  role: UsersTable['role'];
  token_hash: string;
  invited_by: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  created_at: Generated<Date>;
}

export interface MemberInvitationRow {
  invitation_id: string;
  organisation_id: string;
  email: string;
  role: UsersTable['role'];
  expires_at: Date;
  accepted_at: Date | null;
}

const COLUMNS = ['invitation_id', 'organisation_id', 'email', 'role', 'expires_at', 'accepted_at'] as const;

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ member_invitations: MemberInvitationsTable }>();

/** Stores an invitation, dropping the organisation's pending ones for the same address: the newest link is the one. */
export async function replaceMemberInvitation(
  db: Db,
  row: Omit<MemberInvitationsTable, 'invitation_id' | 'accepted_at' | 'created_at'>,
): Promise<MemberInvitationRow> {
  await withTable(db)
    .deleteFrom('member_invitations')
    .where('organisation_id', '=', row.organisation_id)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', row.email.toLowerCase()))
    .where('accepted_at', 'is', null)
    .execute();
  return withTable(db)
    .insertInto('member_invitations')
    .values(row)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The invitation a token opens, locked until the transaction ends so that it is used once. */
export function lockInvitationByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<MemberInvitationRow | undefined> {
  return withTable(db)
    .selectFrom('member_invitations')
    .select(COLUMNS)
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markInvitationAccepted(db: Db, invitationId: string, at: Date): Promise<void> {
  await withTable(db)
    .updateTable('member_invitations')
    .set({ accepted_at: at })
    .where('invitation_id', '=', invitationId)
    .execute();
}
