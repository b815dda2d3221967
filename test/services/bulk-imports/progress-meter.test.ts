/** The import's progress: saved by whole percentages, throttled, never 100 before the end. */
import { describe, expect, it } from 'vitest';
import { ProgressMeter } from '../../../src/services/bulk-imports/progress-meter.ts';

describe('ProgressMeter', () => {
  it('saves a new percentage 2 points on, or 500 ms after the last save, and stops at 99', async () => {
    let now = 1_000;
    const saved: number[] = [];
    const meter = new ProgressMeter(
      1000,
      async (p) => void saved.push(p),
      () => now,
    );
    meter.bytes(10); // 1 %: 500 ms since "the last save" at 0
    meter.bytes(5); // 1 %: nothing new
    meter.bytes(10); // 2 %: one point, at the same instant
    now += 500;
    meter.bytes(1); // 2 %, 500 ms later
    meter.bytes(30); // 5 %
    meter.bytes(2000); // past the total
    await meter.settled();
    expect(saved).toEqual([1, 2, 5, 99]);
  });

  it('saves nothing when the size is unknown', async () => {
    const saved: number[] = [];
    const meter = new ProgressMeter(null, async (p) => void saved.push(p));
    meter.bytes(1000);
    await meter.settled();
    expect(saved).toEqual([]);
  });
});
