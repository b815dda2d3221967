/**
 * Running custom extractors from a real FERRY_EXTRACTORS_DIR: the shipped examples hand out their
 * bytes; an extractor that throws, never answers, breaks mid-file, sends too much or is stopped
 * ends in a SourceFailure with a sentence.
 */
import { rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customExtractor } from '../../../src/sources/custom.ts';
import { customExtractorId } from '../../../src/sources/custom-extractors/extractor-id.ts';
import { CustomExtractors } from '../../../src/sources/custom-extractors/registry.ts';
import type { ExtractContext } from '../../../src/sources/extractor.ts';
import { extractorsDir, LONG_REASON } from './modules.ts';

let installed: CustomExtractors;
let folders: { dir: string; exportsRoot: string };

beforeAll(async () => {
  folders = await extractorsDir();
  // The folder-csv example reads its root when imported.
  process.env.FERRY_EXAMPLE_ROOT = folders.exportsRoot;
  installed = CustomExtractors.load(folders.dir, () => {});
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
