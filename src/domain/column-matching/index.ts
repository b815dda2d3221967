/** Public surface of column matching; the other files of this folder are its stages. */
export { AI_MIN_CONFIDENCE, askableByAi } from './ai-stage.ts';
export { MATCH_THRESHOLD, matchColumns, SURE_MATCH } from './match-columns.ts';
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
