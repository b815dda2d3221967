/**
 * Custom extractors from a real FERRY_EXTRACTORS_DIR: the shipped examples load and hand out their
 * bytes; a module without a handle or a name, with a handle taken, or that cannot be imported is
 * skipped with a log line; an extractor that throws, never answers, breaks mid-file or sends too
 * much ends in a SourceFailure with a sentence.
 */
import { rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customExtractor } from '../../../src/sources/custom.ts';
import { customExtractorId, uuidV5 } from '../../../src/sources/custom-extractors/extractor-id.ts';
import { CustomExtractors } from '../../../src/sources/custom-extractors/registry.ts';
import type { ExtractContext } from '../../../src/sources/extractor.ts';
import { extractorsDir, LONG_REASON } from './modules.ts';

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

function context(overrides: Partial<ExtractContext> = {}): ExtractContext {
  return {
    outboundAllowlist: [],
    maxBytes: 1_000_000,
    timeoutMs: 2_000,
    signal: new AbortController().signal,
    ...overrides,
  };
}

const block = (handle: string, metadata: Record<string, string> = {}) => ({
  custom_data_extractor_id: null,
  handle,
  metadata: Object.entries(metadata).map(([name, value]) => ({ name, value })),
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected a failure').toMatchObject({ name: 'SourceFailure' });
  return error as { kind: string; message: string };
}

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

describe('extracting', () => {
  const extractor = () => customExtractor(installed);

  it('hands out the bytes of a generated file, found by handle or by id', async () => {
    const file = await extractor().extract(block('generated-csv', { rows: '2' }), context());
    expect(file.fileName).toBe('contacts.csv');
    expect(await text(file.stream)).toBe(
      'email,name,price\ncontact1@example.com,Contact 1,1.5\ncontact2@example.com,Contact 2,2.5\n',
    );
    const byId = await extractor().extract(
      { ...block('ignored'), custom_data_extractor_id: customExtractorId('default-export') },
      context(),
    );
    expect(byId.fileName).toBe('d.csv');
    expect(await text(byId.stream)).toBe('x,y\n');
  });

  it('hands out the newest file of the folder the metadata names, byte for byte', async () => {
    const folder = path.join(folders.exportsRoot, 'partner');
    await writeFile(path.join(folder, 'old.csv'), 'old\n');
    await utimes(path.join(folder, 'old.csv'), new Date('2020-01-01'), new Date('2020-01-01'));
    const bytes = Buffer.from('e-mail;name\r\nann@example.com;Ann é\r\n', 'latin1');
    await writeFile(path.join(folder, 'new.csv'), bytes);
    const file = await extractor().extract(block('folder-csv', { folder: 'partner' }), context());
    expect(file.fileName).toBe('new.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    // The example keeps tenants inside its root.
    const outside = await failure(extractor().extract(block('folder-csv', { folder: '../..' }), context()));
    expect(outside.message).toBe(
      'The custom extractor "Newest file in a server folder" failed: The folder ../.. is outside the folders this server shares.',
    );
  });

  it('takes a web stream, and keeps only the bare file name', async () => {
    const file = await extractor().extract(block('web-stream', { file: 'x\u0007y.csv' }), context());
    expect(file.fileName).toBe('xy.csv');
    expect(await text(file.stream)).toBe('a,b\n1,2\n');
  });

  it('turns a throw into a sentence naming the extractor, cut at 300 characters', async () => {
    const thrown = await failure(extractor().extract(block('thrower'), context()));
    expect(thrown).toMatchObject({
      kind: 'server',
      message: 'The custom extractor "Thrower" failed: The partner API answered 503 Service Unavailable.',
    });
    const long = await failure(extractor().extract(block('long-thrower'), context()));
    const reason = LONG_REASON.replace(/\s+/g, ' ').slice(0, 300);
    expect(long.message).toBe(`The custom extractor "Long thrower" failed: ${reason}…`);
  });

  it('fails with a sentence when the file breaks mid-way, is too large, never comes, or is not handed out', async () => {
    const half = await extractor().extract(block('breaks'), context());
    expect(await failure(text(half.stream))).toMatchObject({
      kind: 'server',
      message: 'The custom extractor "Breaks mid-file" failed: Connection to the database lost.',
    });
    const big = await extractor().extract(
      block('generated-csv', { rows: '1000' }),
      context({ maxBytes: 100 }),
    );
    expect(await failure(text(big.stream))).toMatchObject({
      kind: 'too-large',
      message: 'The file contacts.csv is over the size limit of 100 bytes.',
    });
    expect(await failure(extractor().extract(block('silent'), context({ timeoutMs: 300 })))).toMatchObject({
      kind: 'timeout',
      message: 'The custom extractor "Silent" did not hand out a file within 0.3 seconds.',
    });
    expect((await failure(extractor().extract(block('no-file'), context()))).message).toBe(
      'The custom extractor "No file" failed: it did not hand out {filename, stream}.',
    );
    expect(await failure(extractor().extract(block('nowhere'), context()))).toMatchObject({
      kind: 'server',
      message: 'The custom extractor "nowhere" is not installed on this server.',
    });
  });

  it('stops when the run stops', async () => {
    const stop = new AbortController();
    const running = extractor().extract(block('silent'), context({ signal: stop.signal, timeoutMs: 60_000 }));
    stop.abort();
    expect(await failure(running)).toMatchObject({ kind: 'stopped' });
  });
});
