/**
 * The AI matcher's answers kept in PostgreSQL per template and question (../../store/templates/ai-match-answers.ts),
 * so that every instance asks the model once about a header set, and then less and less as senders
 * confirm mappings (learned mappings take those columns off the question).
 *
 * The question's key holds everything its answer depends on: the model, the headers asked about
 * and the definitions of the columns asked about. A column renamed, retyped or described anew
 * makes a new question; the sample values do not, so a file with the same headers is not asked
 * again. Only checked answers are kept: a failure is asked again next time.
 */
import { createHash } from 'node:crypto';
import type {
  AiColumnMatcher,
  AiSuggestion,
  SourceColumn,
  TargetColumn,
} from '../../domain/column-matching/index.ts';
import { aiQuestion } from '../../outbound/ai-matching/ai-match-request.ts';
import { findAiMatchAnswer, saveAiMatchAnswer } from '../../store/templates/ai-match-answers.ts';
import type { ServiceContext } from '../context.ts';

/** The key of a question: SHA-256 over the model, the sorted headers and the sorted column definitions. */
export function questionKey(
  model: string,
  sources: readonly SourceColumn[],
  targets: readonly TargetColumn[],
): string {
  const question = aiQuestion(sources, targets);
  const headers = question.sources.map((source) => source.header).sort();
  const columns = question.targets.map((target) => JSON.stringify(target)).sort();
  return createHash('sha256').update(JSON.stringify({ model, headers, columns })).digest('hex');
}

export class CachedAiMatcher implements AiColumnMatcher {
  readonly model: string;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly scope: { organisationId: string; templateId: string },
    private readonly inner: AiColumnMatcher,
  ) {
    this.model = inner.model;
  }

  async suggest(sources: SourceColumn[], targets: TargetColumn[]): Promise<AiSuggestion[]> {
    const key = { ...this.scope, questionKey: questionKey(this.model, sources, targets) };
    const kept = await findAiMatchAnswer(this.ctx.db, key);
    if (kept) return kept;
    const suggestions = await this.inner.suggest(sources, targets);
    await saveAiMatchAnswer(this.ctx.db, key, this.model, suggestions, this.ctx.now());
    return suggestions;
  }
}
