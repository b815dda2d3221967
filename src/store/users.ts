/** Receiver users. E-mail addresses are unique across organisations (they are the login). */
import type { Db } from './db.ts';
import type { UsersTable } from './schema.ts';

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

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('user_id', '=', userId).execute();
}
