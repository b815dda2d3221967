import type { Bridge } from './concepts.ts';
import { KIND_WORDS, type ValueKind } from './sniff.ts';

/**
 * The sentences shown to a sender beside each proposed match. English, one sentence each, naming
 * the header as the sender wrote it and the target by its pretty name.
 */

const quote = (text: string): string => `"${text}"`;
const round = (score: number): string => score.toFixed(2);
/** Words a model made up are shown, but not at any length. */
const cut = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

function languageOf(bridge: Bridge): string {
  if (bridge.langs.length !== 1) return 'a synonym';
  return bridge.langs[0] === 'fr' ? 'a French synonym' : 'an English synonym';
}

export const explain = {
  exact: (header: string, field: 'technical name' | 'pretty name'): string =>
    `${quote(header)} is exactly the column's ${field}.`,

  normalized: (header: string, name: string, expanded: ReadonlyArray<[string, string]>): string =>
    expanded.length === 0
      ? `${quote(header)} is ${quote(name)} once case, accents and separators are ignored.`
      : `${quote(header)} is ${quote(name)} once abbreviations are expanded (${expanded
          .map(([short, long]) => `${short} → ${long}`)
          .join(', ')}).`,

  synonym: (header: string, name: string, bridges: readonly Bridge[], wholeHeader: boolean): string => {
    const [only] = bridges;
    if (wholeHeader && only !== undefined)
      return `${quote(header)} is ${languageOf(only)} of ${only.concept.label}.`;
    const parts = bridges.map((bridge) => `${bridge.words} means ${bridge.concept.label}`);
    return `${quote(header)} matches ${quote(name)} through synonyms: ${parts.join(', ')}.`;
  },

  reordered: (header: string, name: string): string =>
    `${quote(header)} has the same words as ${quote(name)} in another order.`,

  fuzzy: (header: string, name: string, similarity: number): string =>
    `${quote(header)} is close to ${quote(name)} (similarity ${round(similarity)}), probably a typo or a variant.`,

  values: (header: string, kind: ValueKind | 'choice', hits: number, total: number): string => {
    const what = kind === 'choice' ? "values among the column's choices" : KIND_WORDS[kind];
    const named =
      header.trim() === '' ? 'The column has no header' : `The header ${quote(header)} says nothing`;
    return `${named}, but ${hits} of ${total} sample values are ${what}.`;
  },

  learned: (header: string, name: string, times: number): string =>
    `${quote(header)} was mapped to ${quote(name)} ${times === 1 ? 'once' : `${times} times`} before for this template.`,

  ai: (model: string, header: string, confidence: number): string =>
    `Matched by ${model}: ${quote(header)} fits this column (confidence ${round(confidence)}).`,

  valuesAgree: (sentence: string, kind: ValueKind | 'choice'): string =>
    `${sentence.slice(0, -1)}, and its values look like ${kind === 'choice' ? 'the allowed choices' : KIND_WORDS[kind]}.`,

  valuesDisagree: (sentence: string, kind: ValueKind | 'choice'): string =>
    `${sentence.slice(0, -1)}, although its values do not look like ${kind === 'choice' ? 'the allowed choices' : KIND_WORDS[kind]}.`,

  nothingClose: (): string => 'No source column is close enough to this column.',

  belowThreshold: (header: string, score: number, threshold: number): string =>
    `The closest source column, ${quote(header)}, scored ${round(score)}, below the ${round(threshold)} needed.`,

  takenElsewhere: (header: string, other: string): string =>
    `The closest source column, ${quote(header)}, fits ${quote(other)} better.`,

  aiFailed: (model: string, message: string): string => `The AI matcher (${model}) failed: ${message}.`,

  aiUnknownHeader: (model: string, header: string): string =>
    `The AI matcher (${model}) suggested ${quote(cut(header))}, which is not a free column of the file; ignored.`,

  aiBadConfidence: (model: string, header: string): string =>
    `The AI matcher (${model}) gave ${quote(header)} a confidence outside 0–1; ignored.`,

  aiUnsure: (model: string, header: string, confidence: number): string =>
    `The AI matcher (${model}) suggested ${quote(header)} with confidence ${round(confidence)}, too low to use.`,

  aiStrayColumns: (model: string, names: readonly string[]): string =>
    `The AI matcher (${model}) answered about columns the template does not have (${names
      .slice(0, 3)
      .map((name) => quote(cut(name)))
      .join(', ')}${names.length > 3 ? ', …' : ''}); ignored.`,

  aiNone: (model: string): string => `The AI matcher (${model}) found none either.`,
};
