/**
 * The AI matcher's settings (src/config.ts): an OpenAI-compatible endpoint the operator chooses
 * (AI_MATCH_URL, AI_MATCH_MODEL, AI_MATCH_API_KEY; docs/matching.md). The key is a secret: no
 * sentence that refuses a setting echoes it, and its `toJSON` masks it wherever the settings are
 * serialised.
 */
import { ConfigError } from './config-error.ts';

export interface AiMatchSettings {
  /**
   * Where chat completions are posted: AI_MATCH_URL with `/chat/completions` added to its path
   * unless it already ends so; its query (Azure's `api-version`) is kept.
   */
  endpoint: string;
  /** The model asked, named in every explanation of its matches (AI_MATCH_MODEL). */
  model: string;
  /** Sent as `Authorization: Bearer …`, or as `api-key` to Azure OpenAI; null sends none. */
  apiKey: string | null;
}

/** The path every OpenAI-compatible server answers chat completions on, below its base URL. */
const CHAT_COMPLETIONS = '/chat/completions';

function endpointOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('AI_MATCH_URL', `"${raw}" is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('AI_MATCH_URL', `"${raw}" must start with http:// or https://.`);
  }
  if (url.username || url.password) {
    throw new ConfigError('AI_MATCH_URL', 'must not hold credentials; give the key as AI_MATCH_API_KEY.');
  }
  if (url.hash) throw new ConfigError('AI_MATCH_URL', `"${raw}" must not have a #fragment.`);
  const base = url.pathname.replace(/\/+$/, '');
  url.pathname = base.endsWith(CHAT_COMPLETIONS) ? base : `${base}${CHAT_COMPLETIONS}`;
  return url.href;
}

/** A header value must stay on one line: a control character would end it. */
function hasControl(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** Null when AI_MATCH_URL is unset: no AI matcher, the local one decides alone. */
export function aiMatch(env: NodeJS.ProcessEnv): AiMatchSettings | null {
  const raw = env.AI_MATCH_URL?.trim() ?? '';
  const model = env.AI_MATCH_MODEL?.trim() ?? '';
  const apiKey = env.AI_MATCH_API_KEY?.trim() ?? '';
  if (!raw) {
    if (model)
      throw new ConfigError('AI_MATCH_MODEL', 'is set without AI_MATCH_URL, which says where to ask it.');
    if (apiKey)
      throw new ConfigError('AI_MATCH_API_KEY', 'is set without AI_MATCH_URL, which says where to send it.');
    return null;
  }
  const endpoint = endpointOf(raw);
  if (!model) {
    throw new ConfigError('AI_MATCH_MODEL', 'is needed with AI_MATCH_URL (e.g. gpt-4o-mini or llama3.1:8b).');
  }
  if (model.length > 200 || hasControl(model)) {
    throw new ConfigError('AI_MATCH_MODEL', 'must be a model name of at most 200 characters, on one line.');
  }
  if (/\s/.test(apiKey) || hasControl(apiKey)) {
    throw new ConfigError('AI_MATCH_API_KEY', 'must not hold spaces or control characters.');
  }
  const settings: AiMatchSettings = { endpoint, model, apiKey: apiKey || null };
  // The key never reaches a log or a debug dump through JSON.stringify.
  Object.defineProperty(settings, 'toJSON', {
    enumerable: false,
    value: () => ({ endpoint, model, apiKey: apiKey ? '***' : null }),
  });
  return settings;
}
