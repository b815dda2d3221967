/** Receiver users. E-mail addresses are unique across organisations (they are the login). */
import type { Db } from '../db.ts';
import type { UsersTable } from '../schema/index.ts';

export interface UserRow {
  user_id: string;
  organisation_id: string;
  email: string;
  name: string | null;
  role: UsersTable['role'];
  password_hash: string;
  language: string;
}

const COLUMNS = ['user_id', 'organisation_id', 'email', 'name', 'role', 'password_hash', 'language'] as const;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(COLUMNS).where('user_id', '=', userId).executeTakeFirst();
}

export function insertUser(
  db: Db,
  row: {
    organisation_id: string;
    email: string;
    name: string | null;
    role: UsersTable['role'];
    password_hash: string;
  },
): Promise<UserRow> {
  return db.insertInto('users').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** One member as `GET /members` lists it. */
export interface MemberRow {
  user_id: string;
  email: string;
  name: string | null;
  role: UsersTable['role'];
  created_at: Date;
  last_sign_in_at: Date | null;
}

export function countUsers(db: Db, organisationId: string): Promise<number> {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

const MEMBER_COLUMNS = ['user_id', 'email', 'name', 'role', 'created_at', 'last_sign_in_at'] as const;

export function findMember(db: Db, userId: string): Promise<MemberRow | undefined> {
  return db.selectFrom('users').select(MEMBER_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
}

/** The organisation's users, oldest first. */
export function listMembers(
  db: Db,
  organisationId: string,
  offset: number,
  limit: number,
): Promise<MemberRow[]> {
  return db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where('organisation_id', '=', organisationId)
    .orderBy('created_at')
    .orderBy('user_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/**
 * The organisation's owners, locked until the transaction ends: two owners demoting or removing
 * each other at once are then judged one after the other, and the last owner stays.
 */
export async function lockOwners(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('user_id')
    .where('organisation_id', '=', organisationId)
    .where('role', '=', 'owner')
    .forUpdate()
    .execute();
  return rows.map((row) => row.user_id);
}

export async function setUserRole(db: Db, userId: string, role: UsersTable['role']): Promise<void> {
  await db.updateTable('users').set({ role }).where('user_id', '=', userId).execute();
}

/** Removes the user; its tokens go with it (ON DELETE CASCADE), so they stop working at once. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('user_id', '=', userId).execute();
}

export async function recordUserSignIn(db: Db, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('user_id', '=', userId).execute();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('user_id', '=', userId).execute();
}
