import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAll } from './write-all.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ferry-write-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('temporary files of two-pass writers', () => {
  it('are removed after dropping empty columns', async () => {
    const { text } = await writeAll(null, ['a', 'b'], [['1', '']], {
      exportEmptyColumns: false,
      tempDir: dir,
    });
    expect(text).toBe('a\n1\n');
    expect(await readdir(dir)).toEqual([]);
  });

  it.each([
    ['a valid', '[{{ sku|json_encode }}]'],
    ['an invalid', '[{{ sku }}]'],
  ])('are removed after prettifying %s document', async (_, item) => {
    const format = { format: 'custom', custom: { item, prettify: 'json' } };
    await writeAll(format, ['sku'], [['x']], { exportEmptyColumns: true, tempDir: dir });
    expect(await readdir(dir)).toEqual([]);
  });
});
