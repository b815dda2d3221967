/**
 * The target's file name comes from the template: named like a file the run writes beside it, it
 * gets a folder of its own rather than sharing one file with that output; a target that cannot be
 * written fails the run with the system's error, without ending the process or hanging.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTransformation } from '../../../src/engine/run/run-transformation.ts';
import type { EngineTemplate, Mapping } from '../../../src/engine/template.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ferry-target-name-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const template = (fileName: string): EngineTemplate =>
  ({
    file_name: fileName,
    extension: 'csv',
    columns: [
      { technical_name: 'name', type: { type: 'TEXT' }, importance: 'optional' },
      { technical_name: 'age', type: { type: 'NUMBER' }, importance: 'optional' },
    ],
  }) as EngineTemplate;

const mapping: Mapping = {
  columns: [
    { column_id: 'c1', technical_name: 'name', source: 'Name' },
    { column_id: 'c2', technical_name: 'age', source: 'Age' },
  ],
};

/** 2,000 rows. */
async function source(): Promise<string> {
  const file = path.join(dir, 'source.csv');
  const lines = ['Name,Age'];
  for (let i = 1; i <= 2000; i++) lines.push(`Person ${i},${i % 90}`);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

describe('the target file', () => {
  for (const [fileName, threads] of [
    ['error-report', 1],
    ['Invalid-Rows', 1],
    ['normalized-source', 2],
    ['error-report', 2],
  ] as const) {
    it(`named ${fileName}.csv is written apart from the run's own file (${threads} thread${threads > 1 ? 's' : ''})`, async () => {
      const file = await source();
      const outDir = path.join(dir, `${fileName}-${threads}`);
      const result = await runTransformation(file, template(fileName), {
        outDir,
        mapping,
        threads,
        minSplitBytes: 1,
      });
      expect(result.files.target).toBe(path.join(outDir, 'target', `${fileName}.csv`));
      const target = await readFile(result.files.target, 'utf8');
      expect(target.split('\n')[0]).toBe('name,age');
      expect(target.split('\n')).toHaveLength(2002);
      const report = await readFile(result.files.error_report, 'utf8');
      expect(report.split('\n')[0]).toBe('row,column,value,rule,message,line');
      const normalized = await readFile(result.files.normalized_source!, 'utf8');
      expect(normalized.split('\n')[1]).toBe('Person 1,1');
    });
  }

  it("is written beside the run's files under any other name", async () => {
    const outDir = path.join(dir, 'plain');
    const result = await runTransformation(await source(), template('people'), { outDir, mapping });
    expect(result.files.target).toBe(path.join(outDir, 'people.csv'));
  });

  it("that cannot be written fails the run with the system's error", async () => {
    const outDir = path.join(dir, 'blocked');
    // A folder where the target file should go.
    await mkdir(path.join(outDir, 'people.csv'), { recursive: true });
    await expect(
      runTransformation(await source(), template('people'), { outDir, mapping, threads: 1 }),
    ).rejects.toThrow(/EISDIR/);
  });
});
