/**
 * The AI matcher over HTTP: one `POST …/chat/completions` to the OpenAI-compatible endpoint the
 * operator configured (OpenAI, Azure OpenAI, Ollama, llama.cpp's server, vLLM; docs/matching.md).
 * Bounded: the question and the answer in bytes, the whole exchange in time. Its failures are
 * sentences a sender may read in an explanation: they name neither the address nor the key.
 *
 * Not through OutboundHttp: that guard keeps tenants off private networks, and this address is the
 * operator's, who may well run the model on the same machine (Ollama on localhost:11434).
 */
import { request } from 'undici';
import type {
  AiColumnMatcher,
  AiSuggestion,
  SourceColumn,
  TargetColumn,
} from '../../domain/column-matching/index.ts';
import { readAnswer } from './ai-match-answer.ts';
import { aiQuestion, chatRequest } from './ai-match-request.ts';

/** The whole exchange, from connecting to the last byte of the answer. */
export const AI_MATCH_TIMEOUT_MS = 10_000;
/** Largest question sent; past it the AI matcher is not asked. */
export const AI_MATCH_MAX_REQUEST_BYTES = 256 * 1024;
/** Largest answer read; past it the answer is dropped. */
export const AI_MATCH_MAX_RESPONSE_BYTES = 256 * 1024;

export interface OpenAiMatcherSettings {
  /** The full chat-completions URL. */
  endpoint: string;
  model: string;
  apiKey: string | null;
  /** Default AI_MATCH_TIMEOUT_MS; tests shorten it. */
  timeoutMs?: number;
  /** Default AI_MATCH_MAX_REQUEST_BYTES. */
  maxRequestBytes?: number;
  /** Default AI_MATCH_MAX_RESPONSE_BYTES. */
  maxResponseBytes?: number;
}

/** A failure of the exchange, worded for a sender. */
export class AiMatchFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiMatchFailed';
  }
}

/** Azure OpenAI takes its key as `api-key`; every other server as a bearer token. */
export function keyHeaders(endpoint: string, apiKey: string | null): Record<string, string> {
  if (!apiKey) return {};
  const host = new URL(endpoint).hostname;
  return /\.(openai|cognitiveservices)\.azure\.com$|\.services\.ai\.azure\.com$/.test(host)
    ? { 'api-key': apiKey }
    : { authorization: `Bearer ${apiKey}` };
}

const kib = (bytes: number): string => `${Math.round(bytes / 1024)} KiB`;

export class OpenAiColumnMatcher implements AiColumnMatcher {
  readonly model: string;
  /** The longest the exchange may take. */
  readonly timeoutMs: number;
  private readonly maxRequestBytes: number;
  private readonly maxResponseBytes: number;

  constructor(private readonly settings: OpenAiMatcherSettings) {
    this.model = settings.model;
    this.timeoutMs = settings.timeoutMs ?? AI_MATCH_TIMEOUT_MS;
    this.maxRequestBytes = settings.maxRequestBytes ?? AI_MATCH_MAX_REQUEST_BYTES;
    this.maxResponseBytes = settings.maxResponseBytes ?? AI_MATCH_MAX_RESPONSE_BYTES;
  }

  async suggest(sources: SourceColumn[], targets: TargetColumn[]): Promise<AiSuggestion[]> {
    const question = aiQuestion(sources, targets);
    if (question.targets.length === 0 || question.sources.length === 0) return [];
    const body = JSON.stringify(chatRequest(this.model, question));
    if (Buffer.byteLength(body) > this.maxRequestBytes) {
      throw new AiMatchFailed(
        `the question would be larger than ${kib(this.maxRequestBytes)} (too many columns), so it was not asked`,
      );
    }
    return readAnswer(await this.post(body), question);
  }

  /** The answer's text; rejects with AiMatchFailed on any failure of the exchange. */
  private async post(body: string): Promise<string> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const seconds = `${Math.round(this.timeoutMs / 100) / 10} s`;
    try {
      const answer = await request(this.settings.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...keyHeaders(this.settings.endpoint, this.settings.apiKey),
        },
        body,
        signal,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      // A body dropped before its end reports an 'error' that nothing else would listen to.
      answer.body.on('error', () => {});
      if (answer.statusCode < 200 || answer.statusCode > 299) {
        answer.body.destroy();
        throw new AiMatchFailed(`it answered HTTP ${answer.statusCode}`);
      }
      const declared = Number(answer.headers['content-length']);
      if (declared > this.maxResponseBytes) {
        answer.body.destroy();
        throw new AiMatchFailed(`its answer was larger than ${kib(this.maxResponseBytes)}`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of answer.body) {
        size += (chunk as Buffer).length;
        if (size > this.maxResponseBytes) {
          answer.body.destroy();
          throw new AiMatchFailed(`its answer was larger than ${kib(this.maxResponseBytes)}`);
        }
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks).toString('utf8');
    } catch (error) {
      if (error instanceof AiMatchFailed) throw error;
      if (signal.aborted || isTimeout(error)) throw new AiMatchFailed(`it did not answer within ${seconds}`);
      throw new AiMatchFailed(`it could not be reached (${codeOf(error)})`);
    }
  }
}

function isTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return (
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  );
}

/** A system code (ECONNREFUSED) says enough; messages may carry the address. */
function codeOf(error: unknown): string {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
  }
  return 'network error';
}
