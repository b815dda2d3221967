/**
 * Whether a transformation's match step may ask the AI matcher, and the matcher it asks: the
 * operator configured one (AI_MATCH_URL), the organisation turned `ai_matching` on, and the
 * template has a column an AI may see (`matchable_with_ai`, not hidden). Answers are kept per
 * template and question (./cached-ai-matcher.ts); while the model is asked, the step's progress
 * says so, with the seconds waited (`phase: ai_matching`).
 */
import {
  type AiColumnMatcher,
  type AiSuggestion,
  askableByAi,
  type SourceColumn,
  type TargetColumn,
} from '../../domain/column-matching/index.ts';
import type { EngineTemplate } from '../../engine/index.ts';
import { AI_MATCH_TIMEOUT_MS } from '../../outbound/ai-matching/openai-column-matcher.ts';
import { findOrganisationById } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import { trackProgress } from '../transformations/step-progress.ts';
import { CachedAiMatcher } from './cached-ai-matcher.ts';

/** The operator's matcher; `timeoutMs` (when it says) is the longest wait the progress shows. */
export type OperatorAiMatcher = AiColumnMatcher & { readonly timeoutMs?: number };

/** How often the seconds waited are counted; the progress is written at its own pace. */
const TICK_MS = 250;

/** The matcher with the step's progress kept while it is asked. */
class ShownWhileAsked implements AiColumnMatcher {
  readonly model: string;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly transformationId: string,
    private readonly inner: OperatorAiMatcher,
  ) {
    this.model = inner.model;
  }

  async suggest(sources: SourceColumn[], targets: TargetColumn[]): Promise<AiSuggestion[]> {
    const totalSeconds = Math.ceil((this.inner.timeoutMs ?? AI_MATCH_TIMEOUT_MS) / 1000);
    const progress = trackProgress(
      this.ctx,
      this.transformationId,
      totalSeconds,
      'seconds',
      undefined,
      'ai_matching',
    );
    const started = Date.now();
    const tick = setInterval(() => progress.report(Math.floor((Date.now() - started) / 1000)), TICK_MS);
    tick.unref();
    try {
      return await this.inner.suggest(sources, targets);
    } finally {
      clearInterval(tick);
      await progress.stop();
    }
  }
}

export class AiMatching {
  constructor(
    private readonly ctx: ServiceContext,
    /** Null when AI_MATCH_URL is unset. */
    private readonly matcher: OperatorAiMatcher | null,
  ) {}

  /** The matcher for one match step, or null when it may not be asked. */
  async forRun(
    run: { transformation_id: string; organisation_id: string; template_id: string },
    template: EngineTemplate,
  ): Promise<AiColumnMatcher | null> {
    if (!this.matcher) return null;
    const askable = template.columns.some(
      (column) =>
        column.type.type !== 'VALUE' &&
        column.type.type !== 'COLUMN' &&
        askableByAi({ ...column, type: column.type.type }),
    );
    if (!askable) return null;
    const organisation = await findOrganisationById(this.ctx.db, run.organisation_id);
    if (organisation?.ai_matching !== 'on') return null;
    return new CachedAiMatcher(
      this.ctx,
      { organisationId: run.organisation_id, templateId: run.template_id },
      new ShownWhileAsked(this.ctx, run.transformation_id, this.matcher),
    );
  }
}
