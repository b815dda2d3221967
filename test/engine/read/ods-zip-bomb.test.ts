import { beforeAll, describe, expect, it } from 'vitest';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { writeOds } from './ods/ods-zips.ts';
import { readCells, tempPath } from './temp-files.ts';
import { forgeDeclaredSize, MB } from './zip/workbook-zips.ts';

let bomb: string;
let forged: string;
let small: string;

beforeAll(async () => {
  bomb = tempPath('bomb.ods');
  await writeOds(bomb, { zeros: 16 * MB });
  forged = tempPath('forged.ods');
  await writeOds(forged, { zeros: 16 * MB });
  await forgeDeclaredSize(forged, 'content.xml', 1000);
  small = tempPath('small.ods');
  await writeOds(small, { zeros: 20 });
});

describe('an ODS archive that expands too far', () => {
  it('is refused from its declared sizes, as an XLSX one is', async () => {
    const reading = openSource(bomb);
    await expect(reading).rejects.toThrow(SourceError);
    await expect(reading).rejects.toThrow(
      /^The workbook expands to more than 16 MB when unzipped, over the limit of 10 MB: it may be a ZIP bomb\.$/,
    );
  });

  it('is stopped while inflating when its directory declares less than it holds', async () => {
    await expect(openSource(forged)).rejects.toThrow(
      'The workbook expands to more than its ZIP directory declares when unzipped: it may be a ZIP bomb.',
    );
  });

  it('is read as usual when it is small', async () => {
    const table = await openSource(small);
    expect(table.format).toBe('ods');
    expect(table.headers).toEqual(['name']);
    expect(await readCells(table)).toEqual([['0'.repeat(20)]]);
  });
});
