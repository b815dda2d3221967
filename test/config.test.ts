import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';

describe('readConfig', () => {
  it('applies the embedded defaults when nothing is set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      databaseUrl: null,
      debug: false,
      outboundAllowlist: [],
      stepHeartbeatSeconds: 2,
      stepStaleSeconds: 10,
      stepSweepSeconds: 3,
      engineThreads: availableParallelism(),
      sliceJobBytes: 0,
      stepTimeoutSeconds: 600,
      engineMemoryMb: 1024,
      orgRunningStages: 1,
      orgRunningDownloads: 2,
      maxCellLength: 32_768,
    });
    expect(readConfig({ FERRY_MAX_CELL_LENGTH: '100' }).maxCellLength).toBe(100);
    expect(() => readConfig({ FERRY_MAX_CELL_LENGTH: '0' })).toThrow(ConfigError);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(readConfig({ FERRY_ENGINE_THREADS: '1' }).engineThreads).toBe(1);
  });

  it('derives the public URL from PORT and trims a trailing slash from FERRY_PUBLIC_URL', () => {
    expect(readConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(readConfig({ FERRY_PUBLIC_URL: 'https://ferry.example.com/' }).publicUrl).toBe(
      'https://ferry.example.com',
    );
  });

  it('sends mail to the outbox unless SMTP_URL is set, from no-reply at the public host by default', () => {
    expect(readConfig({})).toMatchObject({ smtpUrl: null, mailFrom: 'Ferry <no-reply@localhost>' });
    const config = readConfig({
      SMTP_URL: 'smtps://ferry:pw@mail.example.com:465',
      FERRY_PUBLIC_URL: 'https://ferry.example.com',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://ferry:pw@mail.example.com:465',
      mailFrom: 'Ferry <no-reply@ferry.example.com>',
    });
    expect(readConfig({ FERRY_MAIL_FROM: 'Acme Imports <imports@acme.example>' }).mailFrom).toBe(
      'Acme Imports <imports@acme.example>',
    );
  });

  it('does not repeat a refused SMTP_URL, which may hold a password', () => {
    const refusal = (() => {
      try {
        readConfig({ SMTP_URL: 'ftp://user:hunter2@mail' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(refusal).toMatch(/^SMTP_URL: /);
    expect(refusal).not.toContain('hunter2');
  });

  it('reads the allowlist and the debug flag', () => {
    const config = readConfig({
      FERRY_OUTBOUND_ALLOWLIST: '127.0.0.1, 10.0.0.0/8 ,files.local',
      FERRY_DEBUG: '1',
    });
    expect(config.outboundAllowlist).toEqual(['127.0.0.1', '10.0.0.0/8', 'files.local']);
    expect(config.debug).toBe(true);
  });

  it('trusts no proxy by default, and a hop count or the proxies FERRY_TRUST_PROXY names', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ FERRY_TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(readConfig({ FERRY_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ FERRY_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => readConfig({ FERRY_TRUST_PROXY: 'proxy.local' })).toThrow(
      'FERRY_TRUST_PROXY: "proxy.local" is neither an address nor a CIDR',
    );
  });

  it('reads the heartbeat, staleness and sweep of running steps', () => {
    const config = readConfig({
      FERRY_STEP_HEARTBEAT_SECONDS: '1',
      FERRY_STEP_STALE_SECONDS: '3',
      FERRY_STEP_SWEEP_SECONDS: '2',
    });
    expect(config).toMatchObject({ stepHeartbeatSeconds: 1, stepStaleSeconds: 3, stepSweepSeconds: 2 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: "eighty" is not a whole number.'],
    [{ PORT: '70000' }, 'PORT: 70000 is outside 0–65535.'],
    [{ FERRY_PUBLIC_URL: 'ferry.example.com' }, 'FERRY_PUBLIC_URL: "ferry.example.com" is not a URL.'],
    [
      { FERRY_PUBLIC_URL: 'ftp://x.example' },
      'FERRY_PUBLIC_URL: "ftp://x.example" must start with http:// or https://.',
    ],
    [
      { DATABASE_URL: 'mysql://localhost/x' },
      'DATABASE_URL: "mysql://localhost/x" must start with postgres:// or postgresql://.',
    ],
    [{ FERRY_DEBUG: 'maybe' }, 'FERRY_DEBUG: "maybe" is not a boolean (use 1 or 0).'],
    [
      { FERRY_OUTBOUND_ALLOWLIST: 'http://x' },
      'FERRY_OUTBOUND_ALLOWLIST: "http://x" is neither a host name nor a CIDR.',
    ],
    [
      { FERRY_LOG_LEVEL: 'loud' },
      'FERRY_LOG_LEVEL: "loud" is not one of fatal, error, warn, info, debug, trace, silent.',
    ],
    [{ FERRY_STEP_HEARTBEAT_SECONDS: '0' }, 'FERRY_STEP_HEARTBEAT_SECONDS: 0 is outside 1–3600.'],
    [{ FERRY_ENGINE_THREADS: '0' }, 'FERRY_ENGINE_THREADS: 0 is outside 1–256.'],
    [
      { FERRY_STEP_STALE_SECONDS: '2' },
      'FERRY_STEP_STALE_SECONDS: 2 must be more than FERRY_STEP_HEARTBEAT_SECONDS (2).',
    ],
    [
      { FERRY_STEP_HEARTBEAT_SECONDS: '20', FERRY_STEP_STALE_SECONDS: '10' },
      'FERRY_STEP_STALE_SECONDS: 10 must be more than FERRY_STEP_HEARTBEAT_SECONDS (20).',
    ],
    [{ FERRY_STEP_SWEEP_SECONDS: 'often' }, 'FERRY_STEP_SWEEP_SECONDS: "often" is not a whole number.'],
    [
      { SMTP_URL: 'http://mail:pw@example.com' },
      'SMTP_URL: must be smtp://[user:password@]host[:port] or smtps://….',
    ],
    [
      { FERRY_MAIL_FROM: 'not an address' },
      'FERRY_MAIL_FROM: "not an address" is neither an address nor "Name <address>".',
    ],
    [{ FERRY_SERVE_WORKERS: 'sometimes' }, 'FERRY_SERVE_WORKERS: "sometimes" is not a boolean (use 1 or 0).'],
    [{ FERRY_WORKER_METRICS_PORT: '70000' }, 'FERRY_WORKER_METRICS_PORT: 70000 is outside 0–65535.'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('the settings of many machines', () => {
  it('runs the workers in `ferry serve` unless FERRY_SERVE_WORKERS turns them off', () => {
    expect(readConfig({}).serveWorkers).toBe(true);
    expect(readConfig({ FERRY_SERVE_WORKERS: ' ' }).serveWorkers).toBe(true);
    expect(readConfig({ FERRY_SERVE_WORKERS: '1' }).serveWorkers).toBe(true);
    expect(readConfig({ FERRY_SERVE_WORKERS: '0' }).serveWorkers).toBe(false);
    expect(readConfig({ FERRY_SERVE_WORKERS: 'off' }).serveWorkers).toBe(false);
  });

  it('serves the metrics of `ferry worker` on port 9464 unless told another, or none with 0', () => {
    expect(readConfig({}).workerMetricsPort).toBe(9464);
    expect(readConfig({ FERRY_WORKER_METRICS_PORT: '9500' }).workerMetricsPort).toBe(9500);
    expect(readConfig({ FERRY_WORKER_METRICS_PORT: '0' }).workerMetricsPort).toBe(0);
  });
});

describe("the AI matcher's settings", () => {
  it('asks no AI matcher unless AI_MATCH_URL is set', () => {
    expect(readConfig({}).aiMatch).toBeNull();
  });

  it('posts chat completions below the URL given, keeping its query', () => {
    const ollama = readConfig({ AI_MATCH_URL: 'http://localhost:11434/v1/', AI_MATCH_MODEL: 'llama3.1:8b' });
    expect(ollama.aiMatch).toEqual({
      endpoint: 'http://localhost:11434/v1/chat/completions',
      model: 'llama3.1:8b',
      apiKey: null,
    });
    const azure = readConfig({
      AI_MATCH_URL: 'https://acme.openai.azure.com/openai/deployments/mini?api-version=2024-10-21',
      AI_MATCH_MODEL: 'gpt-4o-mini',
      AI_MATCH_API_KEY: 'azure-key',
    });
    expect(azure.aiMatch?.endpoint).toBe(
      'https://acme.openai.azure.com/openai/deployments/mini/chat/completions?api-version=2024-10-21',
    );
    const full = readConfig({
      AI_MATCH_URL: 'https://api.openai.com/v1/chat/completions',
      AI_MATCH_MODEL: 'gpt-4o-mini',
    });
    expect(full.aiMatch?.endpoint).toBe('https://api.openai.com/v1/chat/completions');
  });

  it('never shows the key when the settings are serialised', () => {
    const config = readConfig({
      AI_MATCH_URL: 'https://api.openai.com/v1',
      AI_MATCH_MODEL: 'gpt-4o-mini',
      AI_MATCH_API_KEY: 'sk-secret-value',
    });
    expect(config.aiMatch?.apiKey).toBe('sk-secret-value');
    expect(JSON.stringify(config)).not.toContain('sk-secret-value');
  });

  it.each([
    [
      { AI_MATCH_URL: 'localhost:11434', AI_MATCH_MODEL: 'm' },
      'AI_MATCH_URL: "localhost:11434" must start with http:// or https://.',
    ],
    [{ AI_MATCH_URL: 'not a url', AI_MATCH_MODEL: 'm' }, 'AI_MATCH_URL: "not a url" is not a URL.'],
    [
      { AI_MATCH_URL: 'ftp://models.example', AI_MATCH_MODEL: 'm' },
      'AI_MATCH_URL: "ftp://models.example" must start with http:// or https://.',
    ],
    [{ AI_MATCH_URL: 'http://localhost:11434/v1' }, 'AI_MATCH_MODEL: is needed with AI_MATCH_URL'],
    [{ AI_MATCH_MODEL: 'llama3.1:8b' }, 'AI_MATCH_MODEL: is set without AI_MATCH_URL'],
    [{ AI_MATCH_API_KEY: 'sk-x' }, 'AI_MATCH_API_KEY: is set without AI_MATCH_URL'],
    [
      { AI_MATCH_URL: 'http://localhost:1/v1', AI_MATCH_MODEL: 'a\nb' },
      'AI_MATCH_MODEL: must be a model name',
    ],
  ])('refuses %o with a sentence naming the setting', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('does not repeat a refused key or a URL with credentials', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        readConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    const withKey = refusal({
      AI_MATCH_URL: 'https://x.example/v1',
      AI_MATCH_MODEL: 'm',
      AI_MATCH_API_KEY: 'sk bad',
    });
    expect(withKey).toMatch(/^AI_MATCH_API_KEY: /);
    expect(withKey).not.toContain('sk bad');
    const inUrl = refusal({ AI_MATCH_URL: 'https://u:hunter2@x.example/v1', AI_MATCH_MODEL: 'm' });
    expect(inUrl).toMatch(/^AI_MATCH_URL: /);
    expect(inUrl).not.toContain('hunter2');
  });
});
