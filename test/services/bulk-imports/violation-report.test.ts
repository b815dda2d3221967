/** The import's report: one record per problem, by line, the first REPORT_KEPT kept and the rest counted. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../../src/files/local-blob-store.ts';
import { REPORT_KEPT, ViolationReport } from '../../../src/services/bulk-imports/violation-report.ts';

let dir: string;
let blobs: LocalBlobStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ferry-report-'));
  blobs = new LocalBlobStore(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const written = async (report: ViolationReport): Promise<Record<string, string>[]> => {
  await report.write(blobs, 'r/report.csv', 'en');
  return parse(await readFile(path.join(dir, 'r', 'report.csv'), 'utf8'), { columns: true });
};

describe('ViolationReport', () => {
  it('writes the header alone when there is no problem', async () => {
    await new ViolationReport().write(blobs, 'r/report.csv', 'en');
    expect(await readFile(path.join(dir, 'r', 'report.csv'), 'utf8')).toBe('line,field,value,message\n');
  });

  it('orders the problems by line, keeping a line’s own order, and cuts long values', async () => {
    const report = new ViolationReport();
    report.add(9, 'value', 'x'.repeat(1500), 'Too long.');
    report.add(3, 'column', 'a,b', 'First.');
    report.add(3, 'value', null, 'Second.');
    const records = await written(report);
    expect(records.map((r: Record<string, string>) => [r.line, r.field, r.message])).toEqual([
      ['3', 'column', 'First.'],
      ['3', 'value', 'Second.'],
      ['9', 'value', 'Too long.'],
    ]);
    expect(records[0]?.value).toBe('a,b');
    expect(records[2]?.value).toHaveLength(1001);
  });

  it(`keeps the first ${REPORT_KEPT} problems and says how many more there were`, async () => {
    const report = new ViolationReport();
    for (let i = 0; i < REPORT_KEPT + 5; i++) report.add(i + 2, 'value', `v${i}`, 'Refused.');
    expect(report.count).toBe(REPORT_KEPT + 5);
    const records = await written(report);
    expect(records).toHaveLength(REPORT_KEPT + 1);
    expect(records.at(-1)).toEqual({
      line: '',
      field: '',
      value: '',
      message: `5 more problems are not listed: the report keeps ${REPORT_KEPT}.`,
    });
  });
});
