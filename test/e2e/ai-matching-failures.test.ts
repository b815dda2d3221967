/**
 * A failing AI matcher is not a failed match step: whatever the model does (prose, a 500, no
 * answer in time, columns it made up), the file is matched by the local stages and the
 * explanation says what went wrong. Failures are not kept: the next file asks again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiColumnMatcher } from '../../src/outbound/ai-matching/openai-column-matcher.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { OpenAiServer } from '../support/openai-server.ts';
import {
  createAiTemplate,
  GERMAN_EMAIL,
  germanFile,
  matchFile,
  setAiMatching,
} from './ai-matching-fixtures.ts';

let t: TestApp;
let ai: OpenAiServer;
let acme: string;

beforeAll(async () => {
  ai = await OpenAiServer.start();
  // Short, so that the test of a server that never answers does not wait 10 s.
  const aiMatcher = new OpenAiColumnMatcher({
    endpoint: `${ai.url}/chat/completions`,
    model: 'llama3.1:8b',
    apiKey: null,
    timeoutMs: 1500,
  });
  t = await createTestApp({}, { jobs: true, aiMatcher });
  acme = (await t.organisation('acme')).token;
  await createAiTemplate(t, acme, 'contacts', true);
  await setAiMatching(t, acme, 'on');
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

const LOCAL_GUESS = `"${GERMAN_EMAIL}" is close to "E-mail"`;

describe('a failing AI matcher', () => {
  it.each([
    ['answers prose', { fixture: 'prose-answer.json' }, 'it answered prose, not the JSON asked for'],
    [
      'answers JSON of another shape',
      { content: '{"email": "yes"}' },
      'its JSON did not follow the schema asked for',
    ],
    ['answers HTTP 500', { status: 500 }, 'it answered HTTP 500'],
    ['never answers', { hang: true }, 'it did not answer within 1.5 s'],
  ] as const)('leaves the local result when it %s, and says why', async (_, reply, reason) => {
    ai.answer(reply);
    for (const attempt of [1, 2]) {
      const { email } = await matchFile(t, acme, 'contacts', germanFile());
      expect(email.source).toBe(GERMAN_EMAIL);
      expect(email.explanation).toMatch(new RegExp(`^${LOCAL_GUESS}`));
      expect(email.explanation).toMatch(
        new RegExp(`The AI matcher \\(llama3\\.1:8b\\) failed: ${reason}\\.$`),
      );
      // Nothing was kept: every file asks again.
      expect(ai.requests).toHaveLength(attempt);
    }
  });

  it('ignores a column the model made up, and a header the file does not have', async () => {
    ai.answer({
      matches: [
        { column: 'customer_email', source: GERMAN_EMAIL, confidence: 0.99 },
        { column: 'email', source: 'E-Mail', confidence: 0.99 },
      ],
    });
    const { email } = await matchFile(t, acme, 'contacts', germanFile(undefined, ['Land']));
    expect(email.source).toBe(GERMAN_EMAIL);
    expect(email.explanation).toMatch(new RegExp(`^${LOCAL_GUESS}`));
    expect(email.explanation).toMatch(
      /The AI matcher \(llama3\.1:8b\) suggested "E-Mail", which is not a free column of the file; ignored\.$/,
    );
  });
});
