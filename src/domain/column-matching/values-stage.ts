import type { Candidate } from './assign.ts';
import { explain } from './explain.ts';
import type { SourceProfile, TargetProfile } from './profile.ts';
import { choiceFit, kindFit, type ValueKind } from './sniff.ts';

/**
 * The values stage: a source whose header says nothing is matched by what its samples look like.
 * A kind's weight says how much the kind alone tells: an e-mail address column is almost surely
 * the template's e-mail column, a column of numbers could be anything, so numbers alone never match.
 */
const SPECIFICITY: Readonly<Record<ValueKind | 'choice', number>> = {
  email: 0.85,
  ean: 0.85,
  choice: 0.85,
  url: 0.8,
  phone: 0.75,
  date: 0.7,
  postal_code: 0.55,
  boolean: 0.55,
  number: 0.45,
};
/** Two targets closer than this for the same source are a guess, not a match. */
const AMBIGUITY_MARGIN = 0.05;

interface Fit {
  target: TargetProfile;
  score: number;
  kind: ValueKind | 'choice';
  hits: number;
}

function fitOf(source: SourceProfile, target: TargetProfile): Fit | null {
  const samples = source.column.samples.filter((sample) => sample.trim() !== '');
  if (samples.length === 0) return null;
  const kind = target.choices ? 'choice' : target.kind;
  if (kind === null) return null;
  const fit = kind === 'choice' ? choiceFit(target.choices!, samples) : kindFit(kind, samples);
  return { target, score: fit * SPECIFICITY[kind], kind, hits: Math.round(fit * samples.length) };
}

/** Candidates for unnamed sources among the targets still free; ambiguous ones are dropped. */
export function scoreByValues(
  sources: readonly SourceProfile[],
  targets: readonly TargetProfile[],
  threshold: number,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const source of sources) {
    if (!source.generic) continue;
    const fits = targets
      .map((target) => fitOf(source, target))
      .filter((fit): fit is Fit => fit !== null && fit.score >= threshold)
      .sort((a, b) => b.score - a.score);
    const [best, second] = fits;
    if (best === undefined || (second !== undefined && best.score - second.score < AMBIGUITY_MARGIN))
      continue;
    const total = source.column.samples.filter((sample) => sample.trim() !== '').length;
    candidates.push({
      source: source.index,
      target: best.target.index,
      score: best.score,
      tier: 1,
      method: 'values',
      explanation: explain.values(source.column.header, best.kind, best.hits, total),
    });
  }
  return candidates;
}
