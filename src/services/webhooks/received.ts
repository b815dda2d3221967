/**
 * What a delivery the receiver accepted (a 2xx) changes besides the delivery: a READY_FOR_DOWNLOAD
 * tells its submission that the receiver knows (`pushed_at`, set the first time only).
 */
import type { Db } from '../../store/db.ts';
import type { DeliveryRow } from '../../store/events/webhook-deliveries.ts';
import { markSubmissionPushed } from '../../store/submissions/submissions.ts';

export async function deliveryReceived(db: Db, delivery: DeliveryRow, at: Date): Promise<void> {
  if (delivery.type !== 'READY_FOR_DOWNLOAD') return;
  const body = JSON.parse(delivery.body) as { data?: { submission_id?: unknown } };
  const submissionId = body.data?.submission_id;
  if (typeof submissionId === 'string') await markSubmissionPushed(db, submissionId, at);
}
