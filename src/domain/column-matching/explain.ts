import { type Phrase, phrase } from '../messages/index.ts';
import type { Bridge } from './concepts.ts';
import type { ValueKind } from './sniff.ts';

/**
 * What is shown to a sender beside each proposed match, as phrases of the catalog (`match.*`),
 * said in the run's language when the matching ends. They name the header as the sender wrote it
 * and the target by its pretty name. A name stage says a clause (no final stop), so that the
 * values' opinion can be added to it; `sentence` ends it.
 */

/** Words a model made up are cellForMessage, but not at any length. */
const cut = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

const kindOf = (kind: ValueKind | 'choice'): Phrase => phrase(`match.kind.${kind}`);

/** `a, b, c` of phrases, each said in the reader's language. */
function joined(parts: readonly Phrase[]): Phrase {
  const [first, ...rest] = parts;
  return rest.length === 0 ? first! : phrase('match.join', { first: first!, rest: joined(rest) });
}

export const explain = {
  /** A clause ended as a sentence. */
  sentence: (clause: Phrase): Phrase => phrase('match.sentence', { clause }),

  exact: (header: string, field: 'technical name' | 'pretty name'): Phrase =>
    phrase('match.exact', { header, field: field === 'technical name' ? 'technical' : 'pretty' }),

  normalized: (header: string, name: string, expanded: ReadonlyArray<[string, string]>): Phrase =>
    expanded.length === 0
      ? phrase('match.normalized', { header, name })
      : phrase('match.normalized_abbreviations', {
          header,
          name,
          expanded: expanded.map(([short, long]) => `${short} → ${long}`).join(', '),
        }),

  synonym: (header: string, name: string, bridges: readonly Bridge[], wholeHeader: boolean): Phrase => {
    const [only] = bridges;
    if (wholeHeader && only !== undefined) {
      const language = only.langs.length === 1 ? only.langs[0]! : 'several';
      return phrase('match.synonym_whole', { header, language, concept: only.concept.label });
    }
    const parts = bridges.map((bridge) =>
      phrase('match.synonym_part', { words: bridge.words, concept: bridge.concept.label }),
    );
    return phrase('match.synonym', { header, name, parts: joined(parts) });
  },

  reordered: (header: string, name: string): Phrase => phrase('match.reordered', { header, name }),

  fuzzy: (header: string, name: string, similarity: number): Phrase =>
    phrase('match.fuzzy', { header, name, similarity }),

  values: (header: string, kind: ValueKind | 'choice', hits: number, total: number): Phrase =>
    phrase('match.values', {
      named: header.trim() === '' ? 'no' : 'yes',
      header,
      hits,
      total,
      kind: kind === 'choice' ? phrase('match.kind.choice_values') : kindOf(kind),
    }),

  learned: (header: string, name: string, times: number): Phrase =>
    phrase('match.learned', { header, name, times }),

  ai: (model: string, header: string, confidence: number): Phrase =>
    phrase('match.ai', { model, header, confidence }),

  valuesAgree: (clause: Phrase, kind: ValueKind | 'choice'): Phrase =>
    phrase('match.values_agree', { clause, kind: kindOf(kind) }),

  valuesDisagree: (clause: Phrase, kind: ValueKind | 'choice'): Phrase =>
    phrase('match.values_disagree', { clause, kind: kindOf(kind) }),

  nothingClose: (): Phrase => phrase('match.nothing_close'),

  belowThreshold: (header: string, score: number, threshold: number): Phrase =>
    phrase('match.below_threshold', { header, score, threshold }),

  takenElsewhere: (header: string, other: string): Phrase =>
    phrase('match.taken_elsewhere', { header, other }),

  /** `message`: the matcher's own reason, as its adapter words it. */
  aiFailed: (model: string, message: string): Phrase => phrase('match.ai_failed', { model, message }),

  aiUnknownHeader: (model: string, header: string): Phrase =>
    phrase('match.ai_unknown_header', { model, header: cut(header) }),

  aiBadConfidence: (model: string, header: string): Phrase =>
    phrase('match.ai_bad_confidence', { model, header }),

  aiUnsure: (model: string, header: string, confidence: number): Phrase =>
    phrase('match.ai_unsure', { model, header, confidence }),

  aiStrayColumns: (model: string, names: readonly string[]): Phrase =>
    phrase('match.ai_stray_columns', {
      model,
      names: names
        .slice(0, 3)
        .map((name) => `"${cut(name)}"`)
        .join(', '),
      more: names.length > 3 ? 'yes' : 'no',
    }),

  aiNone: (model: string): Phrase => phrase('match.ai_none', { model }),

  /** An explanation and a note of the AI matcher after it. */
  withNote: (explanation: Phrase, note: Phrase): Phrase => phrase('match.with_note', { explanation, note }),
};
