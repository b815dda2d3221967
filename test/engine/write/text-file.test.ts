import { mkdtempSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TextFile } from '../../../src/engine/write/text-file.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'text-file-folder-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

async function writeLines(lines: string[]): Promise<string> {
  const file = new TextFile(path.join(await mkdtemp(path.join(folder, 'text-file-')), 'out.csv'));
  for (const text of lines) {
    const pending = file.line(text);
    if (pending) await pending;
  }
  await file.close();
  return readFile(file.path, 'utf8');
}

describe('TextFile', () => {
  it('writes every line in order, each ending with a newline, across many buffer flushes', async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `${i},Zoë Müller œuvre ${'x'.repeat(i % 50)}`);
    expect(await writeLines(lines)).toBe(`${lines.join('\n')}\n`);
  });

  it('writes a line longer than its buffer whole, between its neighbours', async () => {
    const long = `€${'é'.repeat(200_000)}`;
    expect(await writeLines(['first', long, 'last'])).toBe(`first\n${long}\nlast\n`);
  });

  it('counts the bytes of every line appended, flushed or not, long lines included', async () => {
    const file = new TextFile(path.join(await mkdtemp(path.join(folder, 'text-file-')), 'out.txt'));
    const starts: number[] = [];
    for (const text of [
      'a',
      'Zoë €',
      `€${'é'.repeat(100_000)}`,
      ...Array.from({ length: 5000 }, (_, i) => `ligne ${i} ✓`),
    ]) {
      starts.push(file.bytes);
      const pending = file.line(text);
      if (pending) await pending;
    }
    const total = file.bytes;
    await file.close();
    const written = await readFile(file.path);
    expect(total).toBe(written.length);
    expect(starts.slice(0, 4)).toEqual([0, 2, 2 + Buffer.byteLength('Zoë €\n'), 11 + 3 + 200_000 + 1]);
    expect(written.toString('utf8', starts[4]!, starts[5]! - 1)).toBe('ligne 1 ✓');
    expect(starts.slice(1).map((s) => written[s - 1])).toEqual(starts.slice(1).map(() => 10));
  });

  it('writes the lines of a slice at the start of a file of their own while counting from the shared offset', async () => {
    const at = path.join(await mkdtemp(path.join(folder, 'text-file-')), 'range.csv');
    await writeFile(at, '');
    const file = new TextFile(at, 1_000_000, 0);
    for (const text of ['Zoë,1', 'b,2']) await file.line(text);
    const end = file.bytes;
    await file.close();
    // The file is the range as it is, without the hole before it: what the worker stores.
    expect(await readFile(at, 'utf8')).toBe('Zoë,1\nb,2\n');
    expect(end).toBe(1_000_000 + Buffer.byteLength('Zoë,1\nb,2\n'));
  });
});

describe('TextFile buffers', () => {
  it('fills again the buffers the stream has written rather than a new one a flush', async () => {
    const allocated = vi.spyOn(Buffer, 'allocUnsafe');
    try {
      // 16 MB in lines of 1 KB: 256 flushes of 64 KB.
      const line = 'x'.repeat(1023);
      const file = new TextFile(path.join(await mkdtemp(path.join(folder, 'text-file-')), 'out.txt'));
      for (let i = 0; i < 16 * 1024; i++) {
        const pending = file.line(line);
        if (pending) await pending;
      }
      await file.close();
      expect((await readFile(file.path)).length).toBe(16 * 1024 * 1024);
      const buffers = allocated.mock.calls.filter(([size]) => size === 64 * 1024).length;
      // At most the buffers the stream may hold at once (its 1 MB high-water mark), and a few more.
      expect(buffers).toBeLessThanOrEqual(24);
    } finally {
      allocated.mockRestore();
    }
  });
});
