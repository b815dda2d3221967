import type { Phrase } from '../messages/index.ts';
import type { MatchMethod } from './types.ts';

/**
 * Global assignment: at most one source per target and one target per source.
 *
 * Greedy on pairs sorted by (tier, score): every accepted match is the best pair still free, which
 * is what an explanation can honestly say ("fits X better"). Hungarian assignment maximises the
 * sum instead and may give up a 0.95 match for two 0.7 ones; scores here are peaked (a source
 * rarely has two strong targets), so the two agree on the labelled set and greedy stays readable.
 */

/** A proposed pair with the evidence for it. */
export interface Candidate {
  source: number;
  target: number;
  /** 0..1 */
  score: number;
  /** Lower tiers are assigned first: learned mappings (0) before everything local (1). */
  tier: number;
  method: MatchMethod;
  /** What the sender reads, said in the run's language when the matching ends. */
  explanation: Phrase;
}

/** Picks pairs best first, skipping any whose source or target is taken; marks what it takes. */
export function assignGreedy(
  candidates: readonly Candidate[],
  takenSources: Set<number>,
  takenTargets: Set<number>,
): Candidate[] {
  const sorted = [...candidates].sort(
    (a, b) => a.tier - b.tier || b.score - a.score || a.source - b.source || a.target - b.target,
  );
  const chosen: Candidate[] = [];
  for (const candidate of sorted) {
    if (takenSources.has(candidate.source) || takenTargets.has(candidate.target)) continue;
    takenSources.add(candidate.source);
    takenTargets.add(candidate.target);
    chosen.push(candidate);
  }
  return chosen;
}
