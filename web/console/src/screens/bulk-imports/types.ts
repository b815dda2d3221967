/** Shapes of the bulk imports routes, as the generated API types give them. */
import type { Payload } from '../../../../shared/api-payload.ts';

export type BulkImport = Payload<'getBulkImportImportId'>;
export type BulkImportPage = Payload<'getBulkImports'>;
export type ImportInto = BulkImport['type'];
export type ImportMethod = BulkImport['method'];

/** Whether the import may still move: polled until it is not. */
export const isRunning = (status: BulkImport['status']) =>
  status === 'idle' || status === 'pending' || status === 'processing';
