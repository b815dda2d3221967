/** The normalize stage's reading of a whole source, in one thread or split: the same counts, the same errors. */
import { describe, expect, it } from 'vitest';
import { scanSource } from '../../../src/engine/run/scan-source.ts';
import { sourceFile } from './fixtures.ts';

function rows(count: number): string {
  const lines = ['', 'order,email,qty,note'];
  for (let i = 1; i <= count; i++) {
    lines.push(`A${i},u${i}@x.io,${i},${i % 11 === 0 ? `"two\nlines, ""quoted"""` : ''}`);
    if (i % 23 === 0) lines.push('', '');
  }
  return `${lines.join('\n')}\n\n\n`;
}

describe('scanSource', () => {
  it('counts rows and ignored rows alike in one thread and split', async () => {
    const source = await sourceFile(rows(4000));
    const one = await scanSource(source, {}, { threads: 1 });
    const split = await scanSource(source, {}, { threads: 2, minSplitBytes: 1 });
    expect(one.rows).toBe(4000);
    // The blank line above the header and two per 23 rows; the trailing ones are not counted.
    expect(one.rowsIgnored).toBe(1 + 2 * Math.floor(4000 / 23));
    expect(one.threads).toBe(1);
    expect(split).toEqual({ ...one, threads: 2 });
    expect(await scanSource(source, {}, { threads: 3, minSplitBytes: 1 })).toEqual({ ...one, threads: 3 });
  });

  it('names the same broken line when the second half is malformed', async () => {
    const source = await sourceFile(`${rows(3000)}A9,"open quote,1,\n`);
    const one = await scanSource(source, {}, { threads: 1 }).catch((e: Error) => e.message);
    const split = await scanSource(source, {}, { threads: 2, minSplitBytes: 1 }).catch(
      (e: Error) => e.message,
    );
    expect(one).toMatch(/^Line \d+: A quoted field is not closed/);
    expect(split).toBe(one);
  });
});
