import { askAi } from './ai-stage.ts';
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
 * then, for matchable_with_ai targets still free, the AI matcher when one is given.
 */

/** A local match needs at least this score. Chosen on the labelled set: it keeps fuzzy matches of
 * similarity ≥ 0.71 and rejects the noise columns (see bench/matching.ts). */
export const MATCH_THRESHOLD = 0.6;

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
  aiError: string | null,
): ColumnMatch {
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
  if (aiError !== null) return { ...base, score, explanation: explain.aiFailed(aiError) };
  if (closest === undefined) return { ...base, score, explanation: explain.nothingClose() };
  const header = sources[closest.source]!.column.header;
  const winner = [...state.chosen.values()].find((candidate) => candidate.source === closest.source);
  const explanation =
    winner && closest.score >= MATCH_THRESHOLD
      ? explain.takenElsewhere(header, targets[winner.target]!.column.pretty_name)
      : explain.belowThreshold(header, score, MATCH_THRESHOLD);
  return { ...base, score, explanation };
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

  const aiErrors = new Map<number, string>();
  const asked = free(targetProfiles, state.takenTargets).filter(
    (target) => target.column.matchable_with_ai === true,
  );
  const freeSources = free(sourceProfiles, state.takenSources);
  if (options.ai && asked.length > 0 && freeSources.length > 0) {
    const outcome = await askAi(options.ai, freeSources, asked);
    if (outcome.error !== null) for (const target of asked) aiErrors.set(target.index, outcome.error);
    take(state, outcome.candidates);
  }

  return targetProfiles.map((target) => {
    const match = state.chosen.get(target.index);
    if (match === undefined) {
      return unmatched(
        target,
        nameCandidates,
        state,
        sourceProfiles,
        targetProfiles,
        aiErrors.get(target.index) ?? null,
      );
    }
    return {
      column_id: target.column.column_id,
      technical_name: target.column.technical_name,
      source: sources[match.source]!.header,
      score: Math.round(match.score * 1000) / 1000,
      method: match.method,
      explanation: match.explanation,
    };
  });
}
