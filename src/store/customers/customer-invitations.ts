/** Invitations e-mailed to customers (services/customer-invitations.ts): when each was sent. */
import type { Generated } from 'kysely';
import type { Db } from '../db.ts';

interface CustomerInvitationsTable {
  invitation_id: Generated<string>;
  customer_id: string;
  template_id: string;
  sent_at: Date;
}

/** The table is this module's alone; nothing joins it. */
const withTable = (db: Db) => db.withTables<{ customer_invitations: CustomerInvitationsTable }>();

/** When the customer was last invited to any template; null if never. */
export async function lastInvitationAt(db: Db, customerId: string): Promise<Date | null> {
  const row = await withTable(db)
    .selectFrom('customer_invitations')
    .select('sent_at')
    .where('customer_id', '=', customerId)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.sent_at ?? null;
}

export async function recordInvitation(
  db: Db,
  row: { customer_id: string; template_id: string; sent_at: Date },
): Promise<void> {
  await withTable(db).insertInto('customer_invitations').values(row).execute();
}
