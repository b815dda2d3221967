import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { resolveFormat } from '../../../src/domain/format/defaults.ts';
import { createTargetWriter } from '../../../src/engine/write/create-target-writer.ts';

describe('backpressure', () => {
  it('asks the caller to wait when the output is slow, and loses nothing', async () => {
    const chunks: Buffer[] = [];
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        setImmediate(done);
      },
    });
    const writer = await createTargetWriter(resolveFormat(null), [{ technical_name: 'v' }], slow, {
      exportEmptyColumns: true,
    });
    let waits = 0;
    for (let i = 0; i < 3000; i++) {
      const pending = writer.writeRow([`${i}:${'x'.repeat(100)}`]);
      if (pending) {
        waits += 1;
        await pending;
      }
    }
    const stats = await writer.end();
    const lines = Buffer.concat(chunks).toString().trimEnd().split('\n');
    expect(waits).toBeGreaterThan(0);
    expect(stats.rows).toBe(3000);
    expect(lines).toHaveLength(3001);
    expect(lines[3000]).toMatch(/^2999:x+$/);
  });
});
