/** A value list's new entries: replace, merge, and the lines the column type refuses. */
import { describe, expect, it } from 'vitest';
import {
  type LineEntry,
  MAX_VALUES,
  newValueList,
} from '../../../../src/domain/types/value-lists/value-list-merge.ts';

const TYPE = { type: 'LIST_OF_VALUES', list_of_values_data_type: null };
const line = (n: number, value: string, synonyms: string[] | null = null): LineEntry => ({
  line: n,
  value,
  synonyms,
});

describe('newValueList', () => {
  it('replace keeps only the file’s entries', () => {
    const { values, refused } = newValueList(
      TYPE,
      [{ value: 'Old', synonyms: null }],
      [line(2, 'New', ['n'])],
      'replace',
    );
    expect(values).toEqual([{ value: 'New', synonyms: ['n'] }]);
    expect(refused).toEqual([]);
  });

  it('merge updates an entry of the same value ignoring case and accents, in place, and appends the rest', () => {
    const existing = [
      { value: 'Élan', synonyms: ['e'] },
      { value: 'Zeta', synonyms: null },
    ];
    const { values } = newValueList(TYPE, existing, [line(2, 'Beta'), line(3, 'elan', ['x'])], 'merge');
    expect(values).toEqual([
      { value: 'elan', synonyms: ['x'] },
      { value: 'Zeta', synonyms: null },
      { value: 'Beta', synonyms: null },
    ]);
  });

  it('refuses the file’s entry whose synonym names another value, with the column type’s message', () => {
    const existing = [{ value: 'France', synonyms: ['FR'] }];
    const { values, refused } = newValueList(TYPE, existing, [line(2, 'Frankreich', ['fr'])], 'merge');
    expect(values).toEqual(existing);
    expect(refused).toMatchObject([
      {
        entry: { line: 2 },
        violation: { invalid_value: 'fr', message: 'already designates the value "France"' },
      },
    ]);
  });

  it('checks again when a refused update leaves a stored entry that clashes with an accepted one', () => {
    const existing = [
      { value: 'A', synonyms: ['shared'] },
      { value: 'B', synonyms: null },
    ];
    // Line 2 would free "shared" from A but is refused (its synonym is B); line 3 took "shared".
    const entries = [line(2, 'a', ['b']), line(3, 'C', ['shared'])];
    const { values, refused } = newValueList(TYPE, existing, entries, 'merge');
    expect(refused.map((r) => r.entry.line).sort()).toEqual([2, 3]);
    expect(values).toEqual(existing);
  });

  it('refuses the entries past the most values a column holds', () => {
    const entries = Array.from({ length: MAX_VALUES + 2 }, (_, i) => line(i + 2, `v${i}`));
    const { values, refused } = newValueList(TYPE, [], entries, 'replace');
    expect(values).toHaveLength(MAX_VALUES);
    expect(refused.map((r) => r.entry.value)).toEqual([`v${MAX_VALUES}`, `v${MAX_VALUES + 1}`]);
  });
});
