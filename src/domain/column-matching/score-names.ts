import type { Candidate } from './assign.ts';
import type { Bridge } from './concepts.ts';
import { explain } from './explain.ts';
import type { NameProfile, SourceProfile, TargetProfile } from './profile.ts';
import { fuzzySimilarity } from './similarity.ts';
import { choiceFit, kindFit } from './sniff.ts';

/**
 * The name stages of DESIGN §4 for one (source, target) pair: exact, normalized, synonym, fuzzy.
 * The first stage that holds decides; sample values then nudge the score (ties) or cut it (a
 * "Date" column full of e-mail addresses).
 */

/** Score of each stage. Spaced so that a later stage never outranks an earlier one. */
export const STAGE_SCORE = { exact: 1, normalized: 0.95, synonym: 0.9, reordered: 0.88 } as const;
/** Fuzzy scores are the similarity scaled under the synonym stage: 0.8 similarity → 0.68. */
const FUZZY_SCALE = 0.85;
/** Below this similarity a pair is not even a candidate (it may still explain an unmatched target). */
const FUZZY_FLOOR = 0.55;
const VALUES_AGREE_BONUS = 0.03;
const VALUES_DISAGREE_PENALTY = 0.25;

function sortedTokens(name: NameProfile): string {
  return [...name.canonical.tokens].sort().join(' ');
}

/** The source phrases that are not written the same way on the target side. */
function bridgesUsed(source: NameProfile, target: NameProfile): Bridge[] {
  const targetWords = new Set(
    target.canonical.bridges.map((bridge) => `${bridge.concept.id}:${bridge.words}`),
  );
  return source.canonical.bridges.filter(
    (bridge) => !targetWords.has(`${bridge.concept.id}:${bridge.words}`),
  );
}

/** `display` is the target's pretty name: explanations speak the interface's language. */
function byName(
  source: NameProfile,
  target: NameProfile,
  field: 'technical name' | 'pretty name',
  display: string,
) {
  const header = source.text;
  if (header === target.text)
    return { score: STAGE_SCORE.exact, method: 'exact', text: explain.exact(header, field) } as const;
  if (source.normalized.joined !== '' && source.normalized.joined === target.normalized.joined) {
    const text = explain.normalized(header, display, source.normalized.expanded);
    return { score: STAGE_SCORE.normalized, method: 'normalized', text } as const;
  }
  if (source.canonical.tokens.length > 0 && sortedTokens(source) === sortedTokens(target)) {
    const bridges = bridgesUsed(source, target);
    if (bridges.length === 0) {
      return {
        score: STAGE_SCORE.reordered,
        method: 'fuzzy',
        text: explain.reordered(header, display),
      } as const;
    }
    const wholeHeader = bridges.length === 1 && source.canonical.tokens.length === 1;
    const text = explain.synonym(header, display, bridges, wholeHeader);
    return { score: STAGE_SCORE.synonym, method: 'synonym', text } as const;
  }
  const similarity = fuzzySimilarity(
    { canonical: source.canonical.tokens, joined: source.normalized.joined },
    { canonical: target.canonical.tokens, joined: target.normalized.joined },
  );
  if (similarity < FUZZY_FLOOR) return null;
  const text = explain.fuzzy(header, display, similarity);
  return { score: similarity * FUZZY_SCALE, method: 'fuzzy', text } as const;
}

/** What the sample values say about the pair: 1 agree, -1 disagree, 0 no opinion. */
function valueOpinion(source: SourceProfile, target: TargetProfile): number {
  if (source.column.samples.length === 0) return 0;
  const fit = target.choices
    ? choiceFit(target.choices, source.column.samples)
    : target.kind
      ? kindFit(target.kind, source.column.samples)
      : null;
  if (fit === null) return 0;
  if (fit >= 0.8) return 1;
  return fit <= 0.2 ? -1 : 0;
}

type NameEvidence = NonNullable<ReturnType<typeof byName>>;

/** The best name evidence for the pair, adjusted by values; null when the names have nothing in common. */
export function scoreByName(source: SourceProfile, target: TargetProfile): Candidate | null {
  let best: NameEvidence | null = null;
  for (const [i, name] of target.names.entries()) {
    // A generic header ("B", "col_1", or "t_required", whose only word is a stop word) says
    // nothing by its words, but one written exactly as a column's name is that column.
    if (source.generic && source.name.text.toLowerCase() !== name.text.toLowerCase()) continue;
    const field = i === 0 ? 'technical name' : 'pretty name';
    const found = byName(source.name, name, field, target.column.pretty_name);
    if (found && (!best || found.score > best.score)) best = found;
  }
  if (best === null) return null;
  const base = { source: source.index, target: target.index, tier: 1, method: best.method };
  const kind = target.choices ? 'choice' : target.kind;
  const opinion = best.method === 'exact' || kind === null ? 0 : valueOpinion(source, target);
  if (opinion > 0 && kind) {
    const score = Math.min(1, best.score + VALUES_AGREE_BONUS);
    return { ...base, score, explanation: explain.valuesAgree(best.text, kind) };
  }
  if (opinion < 0 && kind) {
    const score = best.score - VALUES_DISAGREE_PENALTY;
    return { ...base, score, explanation: explain.valuesDisagree(best.text, kind) };
  }
  return { ...base, score: best.score, explanation: explain.sentence(best.text) };
}
