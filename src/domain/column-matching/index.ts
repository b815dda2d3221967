/** Public surface of column matching; the other files of this folder are its stages. */
export { MATCH_THRESHOLD, matchColumns } from './match-columns.ts';
export type {
  AiColumnMatcher,
  AiSuggestion,
  ColumnMatch,
  LearnedMapping,
  MatchMethod,
  MatchOptions,
  SourceColumn,
  TargetColumn,
  TargetType,
} from './types.ts';
