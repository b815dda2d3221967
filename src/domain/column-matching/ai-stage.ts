import type { Candidate } from './assign.ts';
import { explain } from './explain.ts';
import type { SourceProfile, TargetProfile } from './profile.ts';
import type { AiColumnMatcher } from './types.ts';

/**
 * The AI stage: asked only about matchable_with_ai targets the local stages left unmatched, and
 * only with the sources still free. Its answer is checked like any input: unknown headers or
 * targets, and confidences under the floor, are ignored. A failing matcher is not a failed
 * matching: the local result stands and the failure is told in the explanation.
 */

/** Suggestions below this confidence are ignored; the local threshold does not apply to them. */
export const AI_MIN_CONFIDENCE = 0.5;

export type AiOutcome = { candidates: Candidate[]; error: null } | { candidates: []; error: string };

export async function askAi(
  ai: AiColumnMatcher,
  sources: readonly SourceProfile[],
  targets: readonly TargetProfile[],
): Promise<AiOutcome> {
  let suggestions: Awaited<ReturnType<AiColumnMatcher['suggest']>>;
  try {
    suggestions = await ai.suggest(
      sources.map((source) => source.column),
      targets.map((target) => target.column),
    );
  } catch (error) {
    return { candidates: [], error: error instanceof Error ? error.message : String(error) };
  }
  const candidates: Candidate[] = [];
  for (const suggestion of Array.isArray(suggestions) ? suggestions : []) {
    const target = targets.find((profile) => profile.column.technical_name === suggestion.technical_name);
    const source = sources.find((profile) => profile.column.header === suggestion.source);
    const confidence = Number(suggestion.confidence);
    if (!target || !source || !Number.isFinite(confidence) || confidence < AI_MIN_CONFIDENCE) continue;
    candidates.push({
      source: source.index,
      target: target.index,
      score: Math.min(1, confidence),
      tier: 1,
      method: 'ai',
      explanation: explain.ai(source.column.header, confidence),
    });
  }
  return { candidates, error: null };
}
