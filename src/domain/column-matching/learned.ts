import type { Candidate } from './assign.ts';
import { explain } from './explain.ts';
import { foldHeader } from './fold-header.ts';
import type { SourceProfile, TargetProfile } from './profile.ts';
import type { LearnedMapping } from './types.ts';

/**
 * Learned mappings: what senders confirmed earlier for this template. They come first (tier 0):
 * a person already corrected whatever the name stages would propose. Headers are compared after
 * normalization, so "E-mail pro" learned once also serves "e_mail_pro".
 */

/** One confirmation is good evidence, two or more are as good as it gets. */
function learnedScore(times: number): number {
  return Math.min(1, 0.9 + 0.05 * Math.max(1, times));
}

export function scoreByLearned(
  learned: readonly LearnedMapping[],
  sources: readonly SourceProfile[],
  targets: readonly TargetProfile[],
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const mapping of learned) {
    const target = targets.find((profile) => profile.column.technical_name === mapping.technical_name);
    if (target === undefined || mapping.times <= 0) continue;
    const header = mapping.source_header.trim();
    const learnedJoined = foldHeader(header).joined;
    for (const source of sources) {
      const joined = source.name.normalized.joined;
      const same = source.name.text === header || (joined !== '' && joined === learnedJoined);
      if (!same) continue;
      candidates.push({
        source: source.index,
        target: target.index,
        score: learnedScore(mapping.times),
        tier: 0,
        method: 'learned',
        explanation: explain.learned(source.column.header, target.column.pretty_name, mapping.times),
      });
    }
  }
  return candidates;
}
