/**
 * A column type's whole check runs off the event loop when the type is large: a list of 100,000
 * values takes a few hundred milliseconds to check, which every request behind it would wait for.
 * Told apart without timing: turns of the event loop happen while a threaded check is pending, and
 * none can while a check runs on the loop.
 */
import { describe, expect, it } from 'vitest';
import { validateColumnType } from '../../../src/domain/types/column-type.ts';
import { checkColumnType, THREAD_FROM_ITEMS } from '../../../src/services/templates/column-type-check.ts';
import { turnsDuring } from '../../support/loop-turns.ts';

function listOfValues(count: number, twice?: string) {
  const values = Array.from({ length: count }, (_, i) => ({ value: `Value ${i}`, synonyms: [`V${i}`] }));
  if (twice) values.push({ value: twice, synonyms: [] });
  return { type: 'LIST_OF_VALUES', list_of_values_data_type: { values } };
}

describe('the check of a column type', () => {
  it('runs a list of 100,000 values in a thread, the loop turning meanwhile, and finds what the loop would', async () => {
    const type = listOfValues(99_999, 'value 99');
    const { result, turns } = await turnsDuring(() => checkColumnType(type));
    expect(turns).toBeGreaterThan(1);
    expect(result).toEqual(validateColumnType(type));
    // A value twice, and as the word of another value: both on the later one.
    expect(new Set(result!.map((v) => v.property_path))).toEqual(
      new Set(['type.list_of_values_data_type.values[99999].value']),
    );
  }, 60_000);

  it('checks a small type at once, on the loop', async () => {
    const type = listOfValues(THREAD_FROM_ITEMS / 4);
    const { result, turns } = await turnsDuring(() => checkColumnType(type));
    expect(turns).toBe(0);
    expect(result).toEqual([]);
  });

  it('has nothing to check without a type', async () => {
    expect(await checkColumnType(undefined)).toBeUndefined();
    expect(await checkColumnType(null)).toBeUndefined();
  });
});
