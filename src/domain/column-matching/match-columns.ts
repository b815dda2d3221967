import { DEFAULT_LANGUAGE, type Phrase, render } from '../messages/index.ts';
import { askAi, askableByAi } from './ai-stage.ts';
import { assignGreedy, type Candidate } from './assign.ts';
import { explain } from './explain.ts';
import { scoreByLearned } from './learned.ts';
import { profileSource, profileTarget, type SourceProfile, type TargetProfile } from './profile.ts';
import { scoreByName } from './score-names.ts';
import type { ColumnMatch, MatchOptions, SourceColumn, TargetColumn } from './types.ts';
import { scoreByValues } from './values-stage.ts';

/**
 * Column matching (DESIGN §4): proposes one source column per target column, or none.
 * Order: learned mappings, then the name stages (exact, normalized, synonym, fuzzy) adjusted by
 * values, assigned globally; then unnamed sources by their values among the targets still free;
 * then, when an AI matcher is given, one question about the matchable_with_ai targets still free or
 * matched below SURE_MATCH: its suggestions compete on score with those unsure local matches.
 */

/** A local match needs at least this score. Chosen on the labelled set: it keeps fuzzy matches of
 * similarity ≥ 0.71 and rejects the noise columns (see bench/matching.ts). */
export const MATCH_THRESHOLD = 0.6;

/**
 * A local match at or above this is sure enough that no AI matcher is asked about its target:
 * exact, normalized, synonym and reordered names are; fuzzy names and values alone are not
 * ("Kontakt-E-Mail des Kunden" is a 0.67 fuzzy guess at "Email"). Learned mappings never are asked.
 */
export const SURE_MATCH = 0.8;

interface Assignment {
  takenSources: Set<number>;
  takenTargets: Set<number>;
  chosen: Map<number, Candidate>;
}

function take(state: Assignment, candidates: readonly Candidate[]): void {
  for (const candidate of assignGreedy(candidates, state.takenSources, state.takenTargets)) {
    state.chosen.set(candidate.target, candidate);
  }
}

function unmatched(
  target: TargetProfile,
  nameCandidates: readonly Candidate[],
  state: Assignment,
  sources: readonly SourceProfile[],
  targets: readonly TargetProfile[],
): Omit<ColumnMatch, 'explanation'> & { explanation: Phrase } {
  const base = {
    column_id: target.column.column_id,
    technical_name: target.column.technical_name,
    source: null,
    method: null,
  };
  const closest = nameCandidates
    .filter((candidate) => candidate.target === target.index)
    .sort((a, b) => b.score - a.score || a.source - b.source)[0];
  const score = closest?.score ?? 0;
  if (closest === undefined) return { ...base, score, explanation: explain.nothingClose() };
  const header = sources[closest.source]!.column.header;
  const winner = [...state.chosen.values()].find((candidate) => candidate.source === closest.source);
  const explanation =
    winner && closest.score >= MATCH_THRESHOLD
      ? explain.takenElsewhere(header, targets[winner.target]!.column.pretty_name)
      : explain.belowThreshold(header, score, MATCH_THRESHOLD);
  return { ...base, score, explanation };
}

/**
 * Asks the AI matcher about the matchable targets still free or matched below SURE_MATCH. Their
 * unsure matches are put back and compete with its suggestions on score: a suggestion wins a
 * file column only from a guess it is surer than, and sure matches are never touched. Returns,
 * per target asked, what to add to its explanation when no suggestion of the matcher wins.
 */
async function askAiStage(
  ai: NonNullable<MatchOptions['ai']>,
  state: Assignment,
  sources: readonly SourceProfile[],
  targets: readonly TargetProfile[],
): Promise<Map<number, Phrase>> {
  const asked = targets.filter((target) => {
    if (!askableByAi(target.column)) return false;
    const match = state.chosen.get(target.index);
    return match === undefined || (match.method !== 'learned' && match.score < SURE_MATCH);
  });
  if (asked.length === 0) return new Map();
  const unsure = asked.flatMap((target) => state.chosen.get(target.index) ?? []);
  for (const match of unsure) {
    state.chosen.delete(match.target);
    state.takenTargets.delete(match.target);
    state.takenSources.delete(match.source);
  }
  const open = sources.filter((source) => !state.takenSources.has(source.index));
  if (open.length === 0) {
    take(state, unsure);
    return new Map();
  }
  const outcome = await askAi(ai, open, asked);
  take(state, [...outcome.candidates, ...unsure]);
  const notes = outcome.notes;
  for (const target of asked) {
    if (!notes.has(target.index) && !state.chosen.has(target.index))
      notes.set(target.index, explain.aiNone(ai.model));
  }
  return notes;
}

/** Matches source columns to target columns; returns one ColumnMatch per target, in target order. */
export async function matchColumns(
  sources: readonly SourceColumn[],
  targets: readonly TargetColumn[],
  options: MatchOptions = {},
): Promise<ColumnMatch[]> {
  const sourceProfiles = sources.map(profileSource);
  const targetProfiles = targets.map(profileTarget);
  const state: Assignment = { takenSources: new Set(), takenTargets: new Set(), chosen: new Map() };
  const free = <T extends { index: number }>(profiles: readonly T[], taken: Set<number>): T[] =>
    profiles.filter((profile) => !taken.has(profile.index));

  const nameCandidates = sourceProfiles.flatMap((source) =>
    targetProfiles.flatMap((target) => scoreByName(source, target) ?? []),
  );
  const learned = scoreByLearned(options.learned ?? [], sourceProfiles, targetProfiles);
  take(state, [...learned, ...nameCandidates.filter((candidate) => candidate.score >= MATCH_THRESHOLD)]);

  const freeTargets = free(targetProfiles, state.takenTargets);
  take(state, scoreByValues(free(sourceProfiles, state.takenSources), freeTargets, MATCH_THRESHOLD));

  const aiNotes = options.ai
    ? await askAiStage(options.ai, state, sourceProfiles, targetProfiles)
    : new Map<number, Phrase>();

  // The explanations are said here, once, in the run's language.
  const language = options.language ?? DEFAULT_LANGUAGE;
  return targetProfiles.map((target) => {
    const match = state.chosen.get(target.index);
    const note = aiNotes.get(target.index);
    if (match === undefined) {
      const result = unmatched(target, nameCandidates, state, sourceProfiles, targetProfiles);
      const said = note === undefined ? result.explanation : explain.withNote(result.explanation, note);
      return { ...result, explanation: render(said, language) };
    }
    const said =
      note === undefined || match.method === 'ai'
        ? match.explanation
        : explain.withNote(match.explanation, note);
    return {
      column_id: target.column.column_id,
      technical_name: target.column.technical_name,
      source: sources[match.source]!.header,
      score: Math.round(match.score * 1000) / 1000,
      method: match.method,
      explanation: render(said, language),
    };
  });
}
