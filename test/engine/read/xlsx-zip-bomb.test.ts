import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { InflateBudget } from '../../../src/engine/read/zip/inflate-budget.ts';
import { openZipArchive } from '../../../src/engine/read/zip/zip-archive.ts';
import { readCells, tempPath } from './temp-files.ts';
import { forgeDeclaredSize, incompressible, MB, writeWorkbook } from './zip/workbook-zips.ts';

const TOTAL_REFUSAL =
  /^The workbook expands to more than 16 MB when unzipped, over the limit of 10 MB: it may be a ZIP bomb\.$/;

let bomb: string;
let hidden: string;
let forged: string;
let small: string;

beforeAll(async () => {
  bomb = tempPath('bomb.xlsx');
  await writeWorkbook(bomb, 16 * MB);
  // 4 MB that do not compress lift the whole archive's limit to 400 MB; the zeros beside it still
  // expand a thousand times.
  hidden = tempPath('hidden.xlsx');
  await writeWorkbook(hidden, 5 * MB, { 'docProps/thumbnail.jpeg': incompressible(4 * MB) });
  forged = tempPath('forged.xlsx');
  await writeWorkbook(forged, 16 * MB);
  await forgeDeclaredSize(forged, 'xl/worksheets/sheet1.xml', 1000);
  small = tempPath('small.xlsx');
  await writeWorkbook(small, 20);
});

describe('an XLSX archive that expands too far', () => {
  it('is refused from its declared sizes, with a message naming the sizes', async () => {
    const reading = openSource(bomb);
    await expect(reading).rejects.toThrow(SourceError);
    await expect(openSource(bomb)).rejects.toThrow(TOTAL_REFUSAL);
  });

  it('is refused before a single byte is inflated, three at once', async () => {
    const budgets = [1, 2, 3].map(() => new InflateBudget(10 * MB));
    const results = await Promise.allSettled(budgets.map((budget) => openZipArchive(bomb, { budget })));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason.message).toMatch(TOTAL_REFUSAL);
    }
    expect(budgets.map((budget) => budget.inflated)).toEqual([0, 0, 0]);
  });

  it('is refused when one large part expands more than 100 times, though the whole stays under its limit', async () => {
    await expect(openSource(hidden)).rejects.toThrow(
      /^The workbook's part xl\/worksheets\/sheet1\.xml expands \d{3,4} times when unzipped \(to 5 MB\), over the limit of 100 times: it may be a ZIP bomb\.$/,
    );
  });

  it('is stopped while inflating when its directory declares less than it holds', async () => {
    await expect(openSource(forged)).rejects.toThrow(
      'The workbook expands to more than its ZIP directory declares when unzipped: it may be a ZIP bomb.',
    );
    const budget = new InflateBudget(10 * MB);
    const zip = await openZipArchive(forged, { budget });
    try {
      await expect(drain(await zip.open('xl/worksheets/sheet1.xml'))).rejects.toThrow('ZIP bomb');
    } finally {
      zip.close();
    }
    expect(budget.inflated).toBeLessThanOrEqual(1000);
  });

  it('is read as usual when it is small', async () => {
    const table = await openSource(small);
    expect(table.headers).toEqual(['name']);
    expect(await readCells(table)).toEqual([['0'.repeat(20)]]);
  });
});

describe('the inflate budget', () => {
  it('stops a stream once more bytes than its limit went by', async () => {
    const budget = new InflateBudget(MB);
    const fiveMegabytes = Readable.from(Array.from({ length: 80 }, () => Buffer.alloc(64 * 1024)));
    await expect(drain(fiveMegabytes.pipe(budget.counter()))).rejects.toThrow(
      'The workbook expands to more than 1 MB when unzipped, over the limit of 1 MB: it may be a ZIP bomb.',
    );
    expect(budget.inflated).toBeGreaterThan(MB);
    expect(budget.inflated).toBeLessThanOrEqual(MB + 64 * 1024);
  });
});

function drain(stream: Readable): Promise<void> {
  return pipeline(
    stream,
    new Writable({
      write: (_chunk, _encoding, done) => done(),
    }),
  );
}
