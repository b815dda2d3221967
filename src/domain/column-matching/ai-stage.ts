import type { Phrase } from '../messages/index.ts';
import type { Candidate } from './assign.ts';
import { explain } from './explain.ts';
import type { SourceProfile, TargetProfile } from './profile.ts';
import type { AiColumnMatcher, TargetColumn } from './types.ts';

/**
 * The AI stage: one question about the matchable_with_ai targets the local stages were not sure of,
 * with the sources still open. Its answer is checked like any input: a suggestion for a target it
 * was not asked about, a header the file does not have, a confidence outside 0–1 or under the
 * floor is ignored, and the target's explanation says so. A failing matcher is not a failed
 * matching: the local result stands and the explanation tells the failure.
 */

/** Suggestions below this confidence are ignored; the local threshold does not apply to them. */
export const AI_MIN_CONFIDENCE = 0.5;

/** What the stage adds: its candidates, and per target (by index) a sentence on what went wrong. */
export interface AiOutcome {
  candidates: Candidate[];
  /** A failure or an ignored suggestion, to add to the target's explanation when no AI candidate wins. */
  notes: Map<number, Phrase>;
}

/** Whether a column may be described to an AI matcher at all: marked so, and not hidden. */
export function askableByAi(column: TargetColumn): boolean {
  return column.matchable_with_ai === true && column.hidden !== true;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\.+$/, '');
}

export async function askAi(
  ai: AiColumnMatcher,
  sources: readonly SourceProfile[],
  targets: readonly TargetProfile[],
): Promise<AiOutcome> {
  const notes = new Map<number, Phrase>();
  const failed = (message: string): AiOutcome => {
    for (const target of targets) notes.set(target.index, explain.aiFailed(ai.model, message));
    return { candidates: [], notes };
  };
  let suggestions: unknown;
  try {
    suggestions = await ai.suggest(
      sources.map((source) => source.column),
      targets.map((target) => target.column),
    );
  } catch (error) {
    return failed(messageOf(error));
  }
  if (!Array.isArray(suggestions)) return failed('its answer was not a list of suggestions');

  const candidates: Candidate[] = [];
  const strays: string[] = [];
  for (const suggestion of suggestions as unknown[]) {
    const { technical_name, source: header, confidence } = (suggestion ?? {}) as Record<string, unknown>;
    const target = targets.find((profile) => profile.column.technical_name === technical_name);
    if (!target) {
      strays.push(String(technical_name));
      continue;
    }
    // null: the matcher says no source fits.
    if (header === null || header === undefined) continue;
    const note = (sentence: Phrase) => {
      if (!notes.has(target.index)) notes.set(target.index, sentence);
    };
    const source = sources.find((profile) => profile.column.header === header);
    if (!source) {
      note(explain.aiUnknownHeader(ai.model, String(header)));
    } else if (typeof confidence !== 'number' || !(confidence >= 0 && confidence <= 1)) {
      note(explain.aiBadConfidence(ai.model, source.column.header));
    } else if (confidence < AI_MIN_CONFIDENCE) {
      note(explain.aiUnsure(ai.model, source.column.header, confidence));
    } else {
      candidates.push({
        source: source.index,
        target: target.index,
        score: confidence,
        tier: 1,
        method: 'ai',
        explanation: explain.ai(ai.model, source.column.header, confidence),
      });
    }
  }
  if (strays.length > 0) {
    for (const target of targets) {
      if (!notes.has(target.index) && !candidates.some((candidate) => candidate.target === target.index))
        notes.set(target.index, explain.aiStrayColumns(ai.model, strays));
    }
  }
  return { candidates, notes };
}
