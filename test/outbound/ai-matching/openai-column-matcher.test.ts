/**
 * The OpenAI-compatible matcher against a server on loopback that speaks the API: what it sends
 * (and never sends), how it reads an answer, and how each failure becomes a sentence.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SourceColumn, TargetColumn } from '../../../src/domain/column-matching/index.ts';
import { keyHeaders, OpenAiColumnMatcher } from '../../../src/outbound/ai-matching/openai-column-matcher.ts';
import { OpenAiServer } from '../../support/openai-server.ts';

let ai: OpenAiServer;
beforeAll(async () => {
  ai = await OpenAiServer.start();
});
afterAll(() => ai.close());
beforeEach(() => {
  ai.requests.length = 0;
  ai.answer({ fixture: 'chat-completion.json' });
});

const matcher = (options: { timeoutMs?: number; maxResponseBytes?: number; apiKey?: string } = {}) =>
  new OpenAiColumnMatcher({
    endpoint: `${ai.url}/chat/completions`,
    model: 'llama3.1:8b',
    apiKey: options.apiKey ?? null,
    ...options,
  });

const target = (technical_name: string, extra: Partial<TargetColumn> = {}): TargetColumn => ({
  column_id: `id-${technical_name}`,
  technical_name,
  pretty_name: technical_name.replace('_', ' '),
  type: 'TEXT',
  matchable_with_ai: true,
  ...extra,
});

const longValue = `${'x'.repeat(150)}@example.com`;
const sources: SourceColumn[] = [
  {
    header: 'Kontakt-E-Mail des Kunden',
    samples: [
      '',
      'a@kunde.de',
      'a@kunde.de',
      'b@kunde.de',
      longValue,
      'c@kunde.de',
      'd@kunde.de',
      'e@kunde.de',
    ],
  },
  { header: 'Bemerkung', samples: ['ruft zurück'] },
];
const targets: TargetColumn[] = [
  target('email', { pretty_name: 'E-mail', type: 'EMAIL', description: 'Where we write to the customer' }),
  target('secret_margin', { pretty_name: 'Internal margin', hidden: true }),
  target('siret', { pretty_name: 'SIRET', matchable_with_ai: false }),
];

describe('the question', () => {
  it('posts one chat completion with the model, a JSON schema and what the columns are', async () => {
    await matcher().suggest(sources, targets);
    expect(ai.requests).toHaveLength(1);
    const [request] = ai.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body);
    expect(body.model).toBe('llama3.1:8b');
    expect(body.temperature).toBe(0);
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'column_matches', strict: true, schema: { required: ['matches'] } },
    });
    const question = JSON.parse(body.messages[1].content);
    expect(question.template_columns).toEqual([
      { name: 'email', pretty_name: 'E-mail', description: 'Where we write to the customer', type: 'EMAIL' },
    ]);
    expect(question.file_columns.map((c: { header: string }) => c.header)).toEqual([
      'Kontakt-E-Mail des Kunden',
      'Bemerkung',
    ]);
  });

  it('sends at most 5 distinct non-blank samples per column, each cut to 100 characters', async () => {
    await matcher().suggest(sources, targets);
    const question = JSON.parse(ai.bodies()[0].messages[1].content);
    const samples: string[] = question.file_columns[0].samples;
    expect(samples).toEqual([
      'a@kunde.de',
      'b@kunde.de',
      longValue.slice(0, 100),
      'c@kunde.de',
      'd@kunde.de',
    ]);
    expect(ai.requests[0]!.body).not.toContain('e@kunde.de');
    expect(ai.requests[0]!.body).not.toContain(longValue);
  });

  it('never names a hidden column or one not matchable with AI, anywhere in the request', async () => {
    await matcher().suggest(sources, targets);
    for (const word of ['secret_margin', 'Internal margin', 'siret', 'SIRET']) {
      expect(ai.requests[0]!.body).not.toContain(word);
    }
  });

  it('asks nothing when no column may be described to it', async () => {
    expect(await matcher().suggest(sources, targets.slice(1))).toEqual([]);
    expect(ai.requests).toEqual([]);
  });

  it('sends the key as a bearer token', async () => {
    await matcher({ apiKey: 'sk-test-key' }).suggest(sources, targets);
    expect(ai.requests[0]!.headers.authorization).toBe('Bearer sk-test-key');
    expect(ai.requests[0]!.body).not.toContain('sk-test-key');
  });

  it('gives Azure OpenAI its key as api-key, every other server as a bearer token', () => {
    const azure =
      'https://acme.openai.azure.com/openai/deployments/mini/chat/completions?api-version=2024-10-21';
    expect(keyHeaders(azure, 'k')).toEqual({ 'api-key': 'k' });
    expect(keyHeaders('https://api.openai.com/v1/chat/completions', 'k')).toEqual({
      authorization: 'Bearer k',
    });
    expect(keyHeaders('http://localhost:11434/v1/chat/completions', null)).toEqual({});
  });

  it('sends a long header cut, and reads the cut header of the answer back as the file has it', async () => {
    const long = `Adresse électronique ${'du client '.repeat(30)}`;
    const cutHeader = [...long.trim()].slice(0, 200).join('');
    ai.answer({ matches: [{ column: 'email', source: cutHeader, confidence: 0.9 }] });
    const answer = await matcher().suggest([{ header: long, samples: [] }], targets);
    expect(ai.requests[0]!.body).not.toContain(long.trim());
    expect(answer).toEqual([{ technical_name: 'email', source: long, confidence: 0.9 }]);
  });

  it('refuses to send a question larger than its bound', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      header: `Spalte ${i}`,
      samples: Array.from({ length: 5 }, (_, j) => `${i}-${j}-${'v'.repeat(95)}`),
    }));
    const small = new OpenAiColumnMatcher({
      endpoint: `${ai.url}/chat/completions`,
      model: 'llama3.1:8b',
      apiKey: null,
      maxRequestBytes: 8 * 1024,
    });
    await expect(small.suggest(many, targets)).rejects.toThrow(
      'the question would be larger than 8 KiB (too many columns), so it was not asked',
    );
    expect(ai.requests).toEqual([]);
  });
});

describe('the answer', () => {
  it('is read from the message content as suggestions', async () => {
    expect(await matcher().suggest(sources, targets)).toEqual([
      { technical_name: 'email', source: 'Kontakt-E-Mail des Kunden', confidence: 0.93 },
    ]);
  });

  it('passes unknown names and odd confidences on for the AI stage to ignore one by one', async () => {
    ai.answer({
      matches: [
        { column: 'iban', source: 'Bemerkung', confidence: 0.9 },
        { column: 'email', source: 'Telefon', confidence: 0.9 },
        { column: 'email', source: 'Bemerkung', confidence: 3 },
      ],
    });
    expect(await matcher().suggest(sources, targets)).toEqual([
      { technical_name: 'iban', source: 'Bemerkung', confidence: 0.9 },
      { technical_name: 'email', source: 'Telefon', confidence: 0.9 },
      { technical_name: 'email', source: 'Bemerkung', confidence: 3 },
    ]);
  });

  it('accepts the JSON inside a lone fenced block', async () => {
    ai.answer({
      content: '```json\n{"matches": [{"column": "email", "source": null, "confidence": 0.2}]}\n```',
    });
    expect(await matcher().suggest(sources, targets)).toEqual([
      { technical_name: 'email', source: null, confidence: 0.2 },
    ]);
  });

  it.each([
    ['prose', { fixture: 'prose-answer.json' }, 'it answered prose, not the JSON asked for'],
    [
      'JSON of another shape',
      { content: '{"email": "Kontakt-E-Mail des Kunden"}' },
      'its JSON did not follow the schema asked for',
    ],
    [
      'a confidence in words',
      { content: '{"matches": [{"column": "email", "source": "Bemerkung", "confidence": "high"}]}' },
      'its JSON did not follow the schema asked for',
    ],
    [
      'something that is not a chat completion',
      { status: 200, body: '<html>hello</html>' },
      'its answer was not a chat completion',
    ],
    ['HTTP 500', { status: 500 }, 'it answered HTTP 500'],
    ['HTTP 401', { status: 401, body: '{"error":{"message":"Incorrect API key"}}' }, 'it answered HTTP 401'],
  ] as const)('is refused whole when it is %s', async (_, reply, message) => {
    ai.answer(reply);
    await expect(matcher().suggest(sources, targets)).rejects.toThrow(message);
  });

  it('is dropped past its size bound', async () => {
    ai.answer({ bytes: 64 * 1024 });
    await expect(matcher({ maxResponseBytes: 16 * 1024 }).suggest(sources, targets)).rejects.toThrow(
      'its answer was larger than 16 KiB',
    );
  });

  it('is given up after the timeout when the server never answers', async () => {
    ai.answer({ hang: true });
    await expect(matcher({ timeoutMs: 200 }).suggest(sources, targets)).rejects.toThrow(
      'it did not answer within 0.2 s',
    );
  });

  it('names no address when the server cannot be reached', async () => {
    const gone = new OpenAiColumnMatcher({
      endpoint: 'http://127.0.0.1:9/v1/chat/completions',
      model: 'llama3.1:8b',
      apiKey: null,
    });
    const failure = await gone.suggest(sources, targets).catch((error: Error) => error.message);
    expect(failure).toBe('it could not be reached (ECONNREFUSED)');
  });
});
