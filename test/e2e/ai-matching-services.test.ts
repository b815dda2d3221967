/**
 * The services around the AI matcher, on a real database and a loopback OpenAI server: when a
 * match step may ask it, and the answers kept per template and question.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SourceColumn, TargetColumn } from '../../src/domain/column-matching/index.ts';
import type { EngineTemplate } from '../../src/engine/index.ts';
import { OpenAiColumnMatcher } from '../../src/outbound/ai-matching/openai-column-matcher.ts';
import { AiMatching } from '../../src/services/ai-matching/ai-matching.ts';
import { CachedAiMatcher, questionKey } from '../../src/services/ai-matching/cached-ai-matcher.ts';
import {
  ANSWERS_PER_TEMPLATE,
  countAiMatchAnswers,
  findAiMatchAnswer,
  saveAiMatchAnswer,
} from '../../src/store/templates/ai-match-answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { OpenAiServer } from '../support/openai-server.ts';
import { insertTemplate, organisationId } from '../support/receiver-fixtures.ts';

let t: TestApp;
let ai: OpenAiServer;
let matcher: OpenAiColumnMatcher;
let acme: string;
let globex: string;
let templateId: string;

beforeAll(async () => {
  ai = await OpenAiServer.start();
  matcher = new OpenAiColumnMatcher({
    endpoint: `${ai.url}/chat/completions`,
    model: 'llama3.1:8b',
    apiKey: null,
  });
  t = await createTestApp();
  await t.organisation('acme');
  await t.organisation('globex');
  acme = await organisationId(t.services.ctx.db, 'acme');
  globex = await organisationId(t.services.ctx.db, 'globex');
  ({ templateId } = await insertTemplate(t.services.ctx.db, 'acme', 'contacts', ['email']));
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});
beforeEach(() => {
  ai.requests.length = 0;
  ai.answer({ fixture: 'chat-completion.json' });
});

const email: TargetColumn = {
  column_id: 'c1',
  technical_name: 'email',
  pretty_name: 'E-mail',
  type: 'EMAIL',
  matchable_with_ai: true,
};
const file = (samples: string[]): SourceColumn[] => [{ header: 'Kontakt-E-Mail des Kunden', samples }];

describe('the kept answers', () => {
  it('answer the same headers again without a request, whatever the values', async () => {
    const cached = new CachedAiMatcher(t.services.ctx, { organisationId: acme, templateId }, matcher);
    const first = await cached.suggest(file(['a@kunde.de']), [email]);
    const second = await cached.suggest(file(['z@andere.de']), [email]);
    expect(second).toEqual(first);
    expect(ai.requests).toHaveLength(1);
  });

  it('ask again when a column is described anew, or for another organisation', async () => {
    const cached = new CachedAiMatcher(t.services.ctx, { organisationId: acme, templateId }, matcher);
    await cached.suggest(file([]), [{ ...email, description: 'Where invoices go' }]);
    expect(ai.requests).toHaveLength(1);
    const key = questionKey('llama3.1:8b', file([]), [email]);
    expect(
      await findAiMatchAnswer(t.services.ctx.db, { organisationId: acme, templateId, questionKey: key }),
    ).not.toBeNull();
    expect(
      await findAiMatchAnswer(t.services.ctx.db, { organisationId: globex, templateId, questionKey: key }),
    ).toBeNull();
    expect(questionKey('gpt-4o-mini', file([]), [email])).not.toBe(key);
  });

  it('keep no failure', async () => {
    ai.answer({ status: 500 });
    const cached = new CachedAiMatcher(t.services.ctx, { organisationId: acme, templateId }, matcher);
    const headers: SourceColumn[] = [{ header: 'Mailadresse', samples: [] }];
    await expect(cached.suggest(headers, [email])).rejects.toThrow('it answered HTTP 500');
    await expect(cached.suggest(headers, [email])).rejects.toThrow('it answered HTTP 500');
    expect(ai.requests).toHaveLength(2);
  });

  it(`keep the latest ${ANSWERS_PER_TEMPLATE} of a template`, async () => {
    const { templateId: busy } = await insertTemplate(t.services.ctx.db, 'acme', 'busy', ['email']);
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i <= ANSWERS_PER_TEMPLATE; i++) {
      const key = { organisationId: acme, templateId: busy, questionKey: `q${i}` };
      await saveAiMatchAnswer(t.services.ctx.db, key, 'm', [], new Date(start + i * 1000));
    }
    expect(await countAiMatchAnswers(t.services.ctx.db, busy)).toBe(ANSWERS_PER_TEMPLATE);
    const oldest = { organisationId: acme, templateId: busy, questionKey: 'q0' };
    expect(await findAiMatchAnswer(t.services.ctx.db, oldest)).toBeNull();
  });
});

describe('whether a match step may ask', () => {
  const template = (matchable: boolean, hidden = false): EngineTemplate => ({
    columns: [
      {
        column_id: 'c1',
        technical_name: 'email',
        pretty_name: 'E-mail',
        type: { type: 'EMAIL' },
        matchable_with_ai: matchable,
        hidden,
      },
    ],
  });
  const run = (organisation: string) => ({
    transformation_id: '00000000-0000-4000-8000-000000000000',
    organisation_id: organisation,
    template_id: templateId,
  });

  it('is yes only with a matcher, the organisation on and a column an AI may see', async () => {
    const aiMatching = new AiMatching(t.services.ctx, matcher);
    await t.services.ctx.db
      .updateTable('organisations')
      .set({ ai_matching: 'on' })
      .where('organisation_id', '=', acme)
      .execute();
    expect((await aiMatching.forRun(run(acme), template(true)))?.model).toBe('llama3.1:8b');
    expect(await aiMatching.forRun(run(acme), template(false))).toBeNull();
    expect(await aiMatching.forRun(run(acme), template(true, true))).toBeNull();
    expect(await aiMatching.forRun(run(globex), template(true))).toBeNull();
    expect(await new AiMatching(t.services.ctx, null).forRun(run(acme), template(true))).toBeNull();
  });
});
