import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceTable } from '../../../src/engine/read/source-table.ts';
import { fileFolder } from '../../support/file-folder.ts';

const folder = fileFolder('ferry-read-');
let count = 0;

/** Writes a throw-away file for one test and returns its path (the name's extension is ignored by readers). */
export function tempFile(content: string | Uint8Array, name = 'source.csv'): string {
  const path = join(folder(), `${++count}-${name}`);
  writeFileSync(path, content);
  return path;
}

/** A path for a file a test will write. */
export function tempPath(name: string): string {
  return join(folder(), `${++count}-${name}`);
}

/** Every row's cells, in order. */
export async function readCells(table: SourceTable): Promise<string[][]> {
  const cells: string[][] = [];
  for await (const row of table.rows()) cells.push(row.cells);
  return cells;
}
