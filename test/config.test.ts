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
