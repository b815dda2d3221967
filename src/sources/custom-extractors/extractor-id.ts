/**
 * `custom_data_extractor_id` (DESIGN §7): the UUID v5 (RFC 9562, SHA-1) of the extractor's handle
 * in Ferry's namespace below. It depends on the handle alone, so the same module installed on
 * another server, or reinstalled, keeps its id and the sources that name it keep working.
 */
import { createHash } from 'node:crypto';

/** Ferry's namespace for custom extractor ids. Fixed for good: changing it changes every id. */
export const CUSTOM_EXTRACTOR_NAMESPACE = 'bd2172a0-11c4-400f-95a7-f61db3e1a486';

export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function customExtractorId(handle: string): string {
  return uuidV5(handle, CUSTOM_EXTRACTOR_NAMESPACE);
}
