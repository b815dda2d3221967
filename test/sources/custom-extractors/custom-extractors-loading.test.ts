/**
 * Loading custom extractors from a real FERRY_EXTRACTORS_DIR: ids are UUID v5 of the handles; the
 * shipped examples and every good module load; a module without a handle or a name, with a handle
 * taken, or that cannot be imported is skipped with a log line saying why.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customExtractorId, uuidV5 } from '../../../src/sources/custom-extractors/extractor-id.ts';
import { CustomExtractors } from '../../../src/sources/custom-extractors/registry.ts';
import { extractorsDir } from './modules.ts';

let installed: CustomExtractors;
const logged: string[] = [];
let folders: { dir: string; exportsRoot: string };

beforeAll(async () => {
  folders = await extractorsDir();
  // The folder-csv example reads its root when imported.
  process.env.FERRY_EXAMPLE_ROOT = folders.exportsRoot;
  installed = CustomExtractors.load(folders.dir, (line) => logged.push(line));
  await installed.list();
});
afterAll(async () => {
  await rm(path.dirname(folders.dir), { recursive: true, force: true });
});

describe('loading', () => {
  it('derives each id as the UUID v5 of the handle', () => {
    // RFC 9562's own example: www.example.com in the DNS namespace.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(customExtractorId('folder-csv')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(customExtractorId('folder-csv')).not.toBe(customExtractorId('generated-csv'));
  });

  it('loads every good module, by handle, and skips the others with a line saying why', async () => {
    const list = await installed.list();
    expect(list.map((e) => [e.handle, e.name])).toEqual([
      ['breaks', 'Breaks mid-file'],
      ['default-export', 'Default export'],
      ['folder-csv', 'Newest file in a server folder'],
      ['generated-csv', 'Generated sample contacts'],
      ['long-thrower', 'Long thrower'],
      ['no-file', 'No file'],
      ['silent', 'Silent'],
      ['thrower', 'Thrower'],
      ['web-stream', 'Web stream'],
    ]);
    for (const e of list) expect(e.custom_data_extractor_id).toBe(customExtractorId(e.handle));
    const skipped = logged.filter((line) => line.includes('skipped'));
    const at = (file: string) => path.join(folders.dir, file);
    expect(skipped).toEqual([
      `custom extractor ${at('broken.mjs')} skipped: it cannot be imported (missing dependency).`,
      `custom extractor ${at('no-handle.mjs')} skipped: it exports no "handle" (a non-empty string).`,
      `custom extractor ${at('no-name.mjs')} skipped: it exports no "name" (a non-empty string).`,
      `custom extractor ${at('zz-duplicate.mjs')} skipped: its handle "thrower" is already ${at('thrower.mjs')}'s.`,
    ]);
  });

  it('loads none, and says so, from a folder that does not exist; none at all without a folder', async () => {
    const lines: string[] = [];
    expect(await CustomExtractors.load('/nonexistent/ferry-extractors', (l) => lines.push(l)).list()).toEqual(
      [],
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('the folder /nonexistent/ferry-extractors cannot be read');
    expect(await CustomExtractors.load(null).list()).toEqual([]);
  });
});
