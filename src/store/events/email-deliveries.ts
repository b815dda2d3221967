/** E-mails sent for an organisation's work, and every try at sending each (0027). */
import type { Db } from '../db.ts';

export interface EmailDeliveryRow {
  delivery_id: string;
  organisation_id: string;
  event: string;
  recipient: string;
  subject: string;
  body: string;
  language: string;
  submission_id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
}

export type NewEmailDelivery = Omit<EmailDeliveryRow, 'delivery_id' | 'status'> & { created_at: Date };

export async function insertEmailDelivery(db: Db, row: NewEmailDelivery): Promise<string> {
  const { delivery_id } = await db
    .insertInto('email_deliveries')
    .values(row)
    .returning('delivery_id')
    .executeTakeFirstOrThrow();
  return delivery_id;
}

export function findEmailDelivery(
  db: Db,
  organisationId: string,
  deliveryId: string,
): Promise<EmailDeliveryRow | undefined> {
  return db
    .selectFrom('email_deliveries')
    .select([
      'delivery_id',
      'organisation_id',
      'event',
      'recipient',
      'subject',
      'body',
      'language',
      'submission_id',
      'status',
    ])
    .where('organisation_id', '=', organisationId)
    .where('delivery_id', '=', deliveryId)
    .executeTakeFirst();
}

/** Records one try and the status it leaves the delivery in, in one transaction. */
export async function recordEmailAttempt(
  db: Db,
  deliveryId: string,
  attempt: { started_at: Date; duration_ms: number; error: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('email_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('delivery_id', '=', deliveryId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('email_attempts')
      .values({ delivery_id: deliveryId, attempt: Number(n) + 1, ...attempt })
      .execute();
    await trx
      .updateTable('email_deliveries')
      .set({ status: attempt.error === null ? 'succeeded' : 'failed' })
      .where('delivery_id', '=', deliveryId)
      .execute();
  });
}
