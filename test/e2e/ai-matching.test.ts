/**
 * The match step asks the AI matcher the configuration names (AI_MATCH_URL, here a server on
 * loopback that speaks the OpenAI API) only when the organisation turned `ai_matching` on and the
 * column is `matchable_with_ai`; never about a hidden column; once per header set, whichever file
 * brings it; and not about what senders already confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, confirmMapping, untilStep, uploadFile } from '../support/flow.ts';
import { OpenAiServer } from '../support/openai-server.ts';
import {
  createAiTemplate,
  GERMAN_EMAIL,
  germanFile,
  HIDDEN_NAMES,
  matchFile,
  setAiMatching,
} from './ai-matching-fixtures.ts';

let t: TestApp;
let ai: OpenAiServer;
let acme: string;
let globex: string;

beforeAll(async () => {
  ai = await OpenAiServer.start();
  const { aiMatch } = readConfig({
    AI_MATCH_URL: ai.url,
    AI_MATCH_MODEL: 'llama3.1:8b',
    AI_MATCH_API_KEY: 'sk-local',
  });
  t = await createTestApp({ aiMatch }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await createAiTemplate(t, acme, 'contacts', true);
  await createAiTemplate(t, acme, 'contacts_local', false);
  await createAiTemplate(t, globex, 'contacts', true);
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

const LOCAL_GUESS = /^"Kontakt-E-Mail des Kunden" is close to "E-mail"/;

describe('the switches', () => {
  it('asks nothing while the organisation has AI matching off, and the local guess stands', async () => {
    const { email } = await matchFile(t, acme, 'contacts', germanFile());
    expect(email.source).toBe(GERMAN_EMAIL);
    expect(email.explanation).toMatch(LOCAL_GUESS);
    expect(ai.requests).toEqual([]);
  });

  it('asks nothing about a column not marked matchable_with_ai, with the organisation on', async () => {
    await setAiMatching(t, acme, 'on');
    const { email } = await matchFile(t, acme, 'contacts_local', germanFile());
    expect(email.explanation).toMatch(LOCAL_GUESS);
    expect(ai.requests).toEqual([]);
  });

  it('does not follow another organisation turning it on', async () => {
    const { email } = await matchFile(t, globex, 'contacts', germanFile());
    expect(email.explanation).toMatch(LOCAL_GUESS);
    expect(ai.requests).toEqual([]);
  });

  it('matches the column by AI when both allow it, naming the model', async () => {
    const { email } = await matchFile(t, acme, 'contacts', germanFile());
    expect(ai.requests).toHaveLength(1);
    expect(email).toMatchObject({ source: GERMAN_EMAIL, score: 0.93 });
    expect(email.explanation).toBe(
      `Matched by llama3.1:8b: "${GERMAN_EMAIL}" fits this column (confidence 0.93).`,
    );
  });
});

describe('what leaves the server', () => {
  it('is the headers, a few samples and the askable columns: never a hidden column, never the file', () => {
    expect(ai.requests.length).toBeGreaterThan(0);
    for (const request of ai.requests) {
      expect(request.headers.authorization).toBe('Bearer sk-local');
      for (const name of HIDDEN_NAMES) expect(request.body).not.toContain(name);
      const body = JSON.parse(request.body);
      const question = JSON.parse(body.messages[1].content);
      expect(question.template_columns.map((c: { name: string }) => c.name)).toEqual(['email']);
      expect(question.file_columns).toEqual([
        { header: GERMAN_EMAIL, samples: ['anna@kunde.de', 'bob@kunde.de'] },
      ]);
      // "Name" was matched surely by the local stages: neither it nor its values are sent.
      expect(request.body).not.toContain('Anna');
    }
  });
});

describe('asking less and less', () => {
  it('answers the same header set from the kept answer, without a second request', async () => {
    const before = ai.requests.length;
    const { email } = await matchFile(t, acme, 'contacts', germanFile(['carla@kunde.de,Carla']));
    expect(email.explanation).toMatch(/^Matched by llama3\.1:8b: /);
    expect(ai.requests.length).toBe(before);
  });

  it('shows the wait for the model in the step progress', async () => {
    let release!: () => void;
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    ai.answer({ until, reply: { fixture: 'chat-completion.json' } });
    const before = ai.requests.length;
    const created = await uploadFile(t, acme, 'contacts', germanFile(undefined, ['Bemerkung']));
    let progress: Record<string, unknown> | null = null;
    for (let i = 0; i < 600 && progress?.phase !== 'ai_matching'; i++) {
      const res = await call(t, acme, 'GET', `/transformation/${created.transformation_id}`);
      progress = envelope(res).payload.progress;
      if (progress?.phase !== 'ai_matching') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(progress).toMatchObject({ phase: 'ai_matching', unit: 'seconds', total: 10 });
    release();
    ai.answer({ fixture: 'chat-completion.json' });
    const matched = await untilStep(t, acme, created.automation_id, ['matched', 'failed']);
    expect(matched.step).toBe('matched');
    expect(ai.requests.length).toBe(before + 1);
    const shown = envelope(
      await call(t, acme, 'GET', `/transformation/${created.transformation_id}`),
    ).payload;
    expect(shown.progress).toBeNull();
  });

  it('asks nothing about a column a sender confirmed, whatever the headers around it', async () => {
    const { created } = await matchFile(t, acme, 'contacts', germanFile());
    await confirmMapping(t, acme, created);
    const before = ai.requests.length;
    const { email } = await matchFile(t, acme, 'contacts', germanFile(undefined, ['Kundennummer']));
    expect(email.source).toBe(GERMAN_EMAIL);
    expect(email.explanation).toMatch(/was mapped to "E-mail" once before for this template\.$/);
    expect(ai.requests.length).toBe(before);
  });

  it('keeps no answer of one organisation for another', async () => {
    const globexOrg = await call(t, globex, 'PUT', '/organisation', { ai_matching: 'on' });
    expect(globexOrg.statusCode).toBe(200);
    const before = ai.requests.length;
    const { email } = await matchFile(t, globex, 'contacts', germanFile());
    expect(email.explanation).toMatch(/^Matched by llama3\.1:8b: /);
    expect(ai.requests.length).toBe(before + 1);
    const rows = await t.services.ctx.db
      .selectFrom('ai_match_answers')
      .innerJoin('templates', 'templates.template_id', 'ai_match_answers.template_id')
      .select(['ai_match_answers.organisation_id as answer_org', 'templates.organisation_id as template_org'])
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.answer_org).toBe(row.template_org);
  });
});
