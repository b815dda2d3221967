/**
 * The AI matcher as seen from an engine thread: the match task asks the thread that sent it
 * (../thread/caller-calls.ts), which holds the real matcher (an HTTP client, a cache in the
 * database) and answers with plain suggestions. The thread itself makes no request.
 */
import type {
  AiColumnMatcher,
  AiSuggestion,
  SourceColumn,
  TargetColumn,
} from '../../domain/column-matching/index.ts';
import type { CallCaller } from '../thread/caller-calls.ts';

/** The name of the call, answered by the caller's `onCall` (`answerAiCall`). */
export const AI_SUGGEST_CALL = 'aiSuggest';

/** What the call carries. */
export interface AiSuggestCall {
  sources: SourceColumn[];
  targets: TargetColumn[];
}

export function aiByCaller(call: CallCaller, model: string): AiColumnMatcher {
  return {
    model,
    suggest: (sources, targets) =>
      call(AI_SUGGEST_CALL, { sources, targets } satisfies AiSuggestCall) as Promise<AiSuggestion[]>,
  };
}

/** The caller's `onCall` for a match task given `ai`: the calls are answered by `matcher`. */
export function answerAiCall(matcher: AiColumnMatcher, name: string, input: unknown): Promise<unknown> {
  if (name !== AI_SUGGEST_CALL) return Promise.reject(new Error(`Unknown call ${name}.`));
  const { sources, targets } = input as AiSuggestCall;
  return matcher.suggest(sources, targets);
}
