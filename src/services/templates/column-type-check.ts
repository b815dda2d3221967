/**
 * The whole check of a column's `type` object, off the event loop when it is large: a list of
 * 100,000 values takes a few hundred milliseconds to check (folding every word, looking for a
 * value twice or a synonym naming another value), which the requests behind it would wait for. A
 * small one, the common case, is checked at once: a thread hop costs more than its check.
 */
import type { ViolationItem } from '../../domain/errors.ts';
import { hasManyItems, validateColumnType } from '../../domain/types/column-type.ts';
import { runInThread } from '../../engine/index.ts';

/** Items (values, choices, synonyms) from which the check is sent to an engine thread. */
export const THREAD_FROM_ITEMS = 2000;

/** The violations of `type`, or undefined when there is no type to check. */
export async function checkColumnType(type: unknown): Promise<ViolationItem[] | undefined> {
  if (type === undefined || type === null) return undefined;
  if (!hasManyItems(type, THREAD_FROM_ITEMS)) return validateColumnType(type);
  return runInThread('columnType', { type });
}
