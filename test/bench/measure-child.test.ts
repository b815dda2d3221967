import { describe, expect, it } from 'vitest';
import { measureChild } from '../../bench/measure-child.ts';

describe('measureChild', () => {
  it("reports the child's own peak memory, not the parent's", async () => {
    const big = await measureChild(process.execPath, ['-e', 'Buffer.alloc(300e6, 1)']);
    const small = await measureChild(process.execPath, ['-e', '0']);
    expect(big.exitCode).toBe(0);
    expect(big.peakRssMb).toBeGreaterThan(300);
    expect(small.peakRssMb).toBeLessThan(200);
  });

  it('captures what the child prints and its exit code', async () => {
    const child = await measureChild(process.execPath, [
      '-e',
      'console.log("out"); console.error("err"); process.exit(3)',
    ]);
    expect(child).toMatchObject({ exitCode: 3, stdout: 'out\n', stderr: 'err\n' });
  });
});
