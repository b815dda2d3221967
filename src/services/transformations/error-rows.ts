/**
 * The rows in error now, a page at a time: the transform stage's error index, read as a stream,
 * merged with the rows senders edited (an edited row is in error when its revalidation found a
 * violation, whatever it was before). Memory holds the edited rows and one page, never the index.
 */
import type { RevisedRow } from './rows-in-error.ts';

export async function pageOfErrors(
  errorOrdinals: AsyncIterable<number>,
  edited: ReadonlyMap<number, RevisedRow>,
  first: number,
  count: number,
): Promise<{ total: number; numbers: number[] }> {
  const editedInError = [...edited.entries()]
    .filter(([, revised]) => revised.violations.length > 0)
    .map(([n]) => n)
    .sort((a, b) => a - b);
  const numbers: number[] = [];
  let position = 0;
  let e = 0;
  const take = (n: number) => {
    if (position >= first && numbers.length < count) numbers.push(n);
    position++;
  };
  for await (const ordinal of errorOrdinals) {
    const n = ordinal + 1;
    while (e < editedInError.length && editedInError[e]! < n) take(editedInError[e++]!);
    if (edited.has(n)) continue; // judged by its revalidation, taken from editedInError if still in error
    take(n);
  }
  while (e < editedInError.length) take(editedInError[e++]!);
  return { total: position, numbers };
}
