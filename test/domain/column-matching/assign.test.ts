import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignGreedy, type Candidate } from '../../../src/domain/column-matching/assign.ts';

const pair = (source: number, target: number, score: number, tier = 1): Candidate => ({
  source,
  target,
  score,
  tier,
  method: 'fuzzy',
  explanation: { code: 'match.nothing_close' },
});

describe('assignGreedy', () => {
  it('takes the best pair first and gives the loser its next best target', () => {
    const chosen = assignGreedy([pair(0, 0, 0.8), pair(1, 0, 0.9), pair(0, 1, 0.7)], new Set(), new Set());
    expect(chosen.map((c) => [c.source, c.target])).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('assigns a lower tier before any score of a higher tier', () => {
    const chosen = assignGreedy([pair(0, 0, 1), pair(1, 0, 0.9, 0)], new Set(), new Set());
    expect(chosen.map((c) => c.source)).toEqual([1]);
  });

  it('skips sources and targets that earlier stages already took', () => {
    const chosen = assignGreedy([pair(0, 0, 0.9), pair(1, 1, 0.9)], new Set([0]), new Set());
    expect(chosen.map((c) => c.source)).toEqual([1]);
  });

  it('never uses a source or a target twice, whatever the candidates', () => {
    const candidate = fc.record({
      source: fc.nat(5),
      target: fc.nat(5),
      score: fc.double({ min: 0, max: 1, noNaN: true }),
      tier: fc.constantFrom(0, 1),
    });
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 40 }), (candidates) => {
        const chosen = assignGreedy(
          candidates.map((c) => pair(c.source, c.target, c.score, c.tier)),
          new Set(),
          new Set(),
        );
        expect(new Set(chosen.map((c) => c.source)).size).toBe(chosen.length);
        expect(new Set(chosen.map((c) => c.target)).size).toBe(chosen.length);
      }),
    );
  });
});
