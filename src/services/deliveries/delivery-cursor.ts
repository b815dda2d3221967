/**
 * The keyset cursor of `GET /deliveries` (DESIGN §10 "Lists for activity"): the last delivery of a
 * page, its time and id, as an opaque string. A cursor that does not read back is a 409 on `cursor`.
 */
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';

export interface DeliveryKey {
  createdAt: Date;
  deliveryId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeDeliveryCursor(key: DeliveryKey): string {
  return Buffer.from(JSON.stringify([key.createdAt.toISOString(), key.deliveryId])).toString('base64url');
}

export function decodeDeliveryCursor(cursor: string): DeliveryKey {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(at));
    if (typeof id === 'string' && UUID.test(id) && !Number.isNaN(createdAt.getTime())) {
      return { createdAt, deliveryId: id };
    }
  } catch {
    // Falls through to the violation.
  }
  throw Violation.of('cursor', cursor, phrase('violation.field.delivery_cursor'));
}
