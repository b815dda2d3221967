/**
 * The first pass read from the bytes (observeProjected: cells decoded from field offsets, integer
 * ids kept as their bytes) finds what reading the rows finds (observeRows): the same rows, the same
 * bytes of normalized lines, the same repeated values, on any file, whether the values stay in
 * memory or go to disk.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDuplicates } from '../../../src/engine/pass/duplicate-search.ts';
import {
  type Observations,
  observedFields,
  observeProjected,
  observeRows,
} from '../../../src/engine/pass/first-pass.ts';
import { prepareRun } from '../../../src/engine/pass/prepare-run.ts';
import { emptySliceStats } from '../../../src/engine/split/read-slices.ts';
import type { EngineTemplate, Mapping } from '../../../src/engine/template.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-first-pass-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Two NUMBER columns kept as bytes when they can be, and a TEXT column read as text. */
const template = (textUnique: boolean): EngineTemplate => ({
  columns: [
    {
      column_id: 'c-id',
      technical_name: 'id',
      pretty_name: 'Id',
      type: { type: 'NUMBER', number_data_type: { decimals: 0 } },
      uniqueness: true,
    },
    {
      column_id: 'c-ref',
      technical_name: 'ref',
      pretty_name: 'Ref',
      type: { type: 'NUMBER', number_data_type: { decimals: null } },
      uniqueness: true,
    },
    {
      column_id: 'c-name',
      technical_name: 'name',
      pretty_name: 'Name',
      type: { type: 'TEXT' },
      uniqueness: textUnique,
    },
  ],
});

const mapping: Mapping = {
  columns: [
    { column_id: 'c-id', technical_name: 'id', source: 'a' },
    { column_id: 'c-ref', technical_name: 'ref', source: 'b' },
    { column_id: 'c-name', technical_name: 'name', source: 'c' },
  ],
};

/** Cells as CSV text: canonical integers, numbers the conversion rewrites, text, quoted cells. */
const cell = fc.constantFrom(
  '1',
  '2',
  '12',
  '0',
  '-3',
  '3',
  '01',
  '-0',
  '00',
  ' 3',
  '3 ',
  '"3"',
  '"3"x',
  '3.0',
  '3,5',
  '"3,5"',
  '1e3',
  '+3',
  '-',
  '',
  '  ',
  'x',
  'é',
  '٣',
  '"4"""',
  '"a\nb"',
  '12345678901234567890',
);

const record = fc.array(cell, { minLength: 1, maxLength: 4 }).map((cells) => cells.join(','));

async function observe(file: string, textUnique: boolean, maxBytes: number, projected: boolean) {
  const run = await prepareRun(file, template(textUnique), { mapping }, new Date('2026-03-04T05:06:07Z'));
  const fields = observedFields(run.table, run.prepared);
  expect(fields).not.toBeNull();
  const spill = { prefix: path.join(dir, `spill-${projected}-${Math.random()}-`), maxBytes };
  let observed: Observations;
  if (projected) {
    const size = (await import('node:fs')).statSync(file).size;
    const slice = { start: 0, end: size, last: true, rowsBefore: 0, linesBefore: 0 };
    observed = await observeProjected(
      run.table,
      slice,
      emptySliceStats(),
      fields!,
      run.prepared,
      run.state,
      spill,
    );
  } else {
    observed = await observeRows(run.table.rowBatches(), run.prepared, run.state, null, spill, true);
  }
  const repeated: string[][] = [];
  for (const values of observed.unique)
    repeated.push([...(await findDuplicates([values.finish()], maxBytes))].sort());
  return { rows: observed.rows, normalizedBytes: observed.normalizedBytes, repeated };
}

describe('the first pass from the bytes', () => {
  it('finds the rows, normalized bytes and repeated values reading the rows finds, on any file', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(record, { minLength: 0, maxLength: 40 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(0, 40, 1 << 20),
        fc.constantFrom('', '3', '64'),
        async (records, newline, bom, textUnique, maxBytes, chunk) => {
          const file = path.join(dir, 'source.csv');
          await writeFile(file, `${bom ? '\ufeff' : ''}a,b,c${newline}${records.join(newline)}${newline}`);
          process.env.FERRY_READ_CHUNK_BYTES = chunk;
          try {
            const read = await observe(file, textUnique, maxBytes, false);
            const projected = await observe(file, textUnique, maxBytes, true);
            expect(projected).toEqual(read);
          } finally {
            delete process.env.FERRY_READ_CHUNK_BYTES;
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('tells repeated integer ids apart from those the conversion rewrites', async () => {
    const file = path.join(dir, 'ids.csv');
    await writeFile(file, 'a,b,c\n7,1,x\n07,2,x\n"7",3,x\n-0,4,x\n0,5,x\n8,6,x\n9,7,x\n9,8,x\n');
    const outcome = await observe(file, false, 1 << 20, true);
    expect(outcome.repeated[0]).toEqual(['0', '7', '9']);
    expect(outcome).toEqual(await observe(file, false, 1 << 20, false));
  });
});
