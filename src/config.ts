/**
 * Configuration, read once from the environment at start and passed down. Nothing else in Ferry
 * reads `process.env`.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type AiMatchSettings, aiMatch } from './config-ai-match.ts';
import { ConfigError } from './config-error.ts';
import { filesS3, type S3Settings } from './config-files.ts';
import { mailDomain, mailFrom, type SmtpTlsFiles, smtpTls, smtpUrl } from './config-mail.ts';
import { metricsToken, secretKey } from './config-secrets.ts';

export type { AiMatchSettings, S3Settings };
export { ConfigError };

export interface Config {
  /** HTTP port (PORT, default 8080). */
  port: number;
  /** Host interface to bind (FERRY_HOST, default 0.0.0.0). */
  host: string;
  /** Root of embedded data: postgres/, files/, outbox/ (FERRY_DATA_DIR, default ./data). */
  dataDir: string;
  /** Base of every absolute *_url (FERRY_PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  /** External PostgreSQL; null means the embedded one under dataDir/postgres. */
  databaseUrl: string | null;
  /** Fill the envelope's debug array (FERRY_DEBUG=1). */
  debug: boolean;
  /** Hosts or CIDRs that outbound requests may reach although private. */
  outboundAllowlist: string[];
  /** Requests per minute and client before 429 (FERRY_RATE_LIMIT, default 600). */
  rateLimitPerMinute: number;
  /**
   * Proxies whose X-Forwarded-For names the client (FERRY_TRUST_PROXY): false (default, the
   * header is ignored), a number of hops, or the proxies' addresses and CIDRs.
   */
  trustProxy: false | number | string[];
  /** Largest upload the server accepts, in bytes (FERRY_MAX_UPLOAD_BYTES, default 1 GiB). */
  maxUploadBytes: number;
  /** Log level for pino (FERRY_LOG_LEVEL, default info). */
  logLevel: string;
  /** How often a running stage refreshes its heartbeat, in seconds (FERRY_STEP_HEARTBEAT_SECONDS, default 2). */
  stepHeartbeatSeconds: number;
  /**
   * A running step whose heartbeat is older than this many seconds is taken for a crashed worker's
   * and run again (FERRY_STEP_STALE_SECONDS, default 10, more than the heartbeat). With the sweep,
   * it bounds how long a dead worker holds a file: at most stale + sweep seconds (13 by default).
   */
  stepStaleSeconds: number;
  /** How often each worker looks for stale running steps, in seconds (FERRY_STEP_SWEEP_SECONDS, default 3). */
  stepSweepSeconds: number;
  /**
   * Threads one stage may split a large CSV file over (FERRY_ENGINE_THREADS, default one per
   * core; 1 keeps every stage in one thread, leaving the other cores to requests).
   */
  engineThreads: number;
  /**
   * A transform's CSV source of this many bytes or more is split across workers: cut into slices
   * of about this size, run as `transform-slice` jobs that any worker takes (FERRY_SLICE_JOB_BYTES,
   * default 0: never; a stage then splits its file over its own engine threads only).
   */
  sliceJobBytes: number;
  /**
   * Time budget of one engine task of a stage (scan, match, transform) or of a review request, in
   * seconds (FERRY_STEP_TIMEOUT_SECONDS, default 600); past it the stage ends `failed`.
   */
  stepTimeoutSeconds: number;
  /** Old-generation heap of each engine thread, in MB (FERRY_ENGINE_MEMORY_MB, default 1024). */
  engineMemoryMb: number;
  /**
   * Stages of one organisation that may run at once across all workers (FERRY_ORG_RUNNING_STAGES,
   * default 1); its other jobs wait while other organisations' run.
   */
  orgRunningStages: number;
  /**
   * Downloads of one organisation's sources that may run at once across all workers
   * (FERRY_ORG_RUNNING_DOWNLOADS, default 2). A share of their own: a download waits on a remote
   * server, up to the step budget, and must not hold the organisation's other stages back.
   */
  orgRunningDownloads: number;
  /**
   * SMTP server outbound mail goes through (SMTP_URL, `smtp://user:pass@host:587` or
   * `smtps://…:465`); null writes each message to dataDir/outbox/ instead.
   */
  smtpUrl: string | null;
  /** The From of outbound mail (FERRY_MAIL_FROM, default `Ferry <no-reply@HOST>` with the public URL's host). */
  mailFrom: string;
  /**
   * Key of the secrets kept at rest, such as source passwords (FERRY_SECRET_KEY: 32 bytes as 64
   * hexadecimal characters or base64); null: a key generated once into dataDir/secret.key.
   */
  secretKey: Buffer | null;
  /** Domain of the addresses e-mail sources receive files at (FERRY_MAIL_DOMAIN, default localhost). */
  mailDomain: string;
  /** Port of the SMTP server e-mail sources receive files on (FERRY_SMTP_PORT, default 2525; 0 turns it off). */
  smtpPort: number;
  /**
   * PEM files of the certificate and key Ferry's SMTP server offers STARTTLS with
   * (FERRY_SMTP_TLS_CERT, FERRY_SMTP_TLS_KEY; both or neither); null offers no STARTTLS.
   */
  smtpTls: SmtpTlsFiles | null;
  /**
   * Seconds to wait before each retry of a delivery that failed, a webhook's or a push's
   * (FERRY_WEBHOOK_RETRY_SECONDS, comma-separated, default 5,300,1800,7200,18000,36000,36000; the
   * variable keeps the name it was first published under); once spent, the delivery has failed.
   */
  deliveryRetrySeconds: number[];
  /**
   * A source's connect timeout and longest silence while it sends (FERRY_SOURCE_TIMEOUT_SECONDS,
   * default 30: DESIGN §7).
   */
  sourceTimeoutSeconds: number;
  /**
   * Folder of the operator's custom extractors (FERRY_EXTRACTORS_DIR, default none): each .js,
   * .mjs or .cjs module in it is loaded at start (DESIGN §7, docs/sources.md).
   */
  extractorsDir: string | null;
  /**
   * The bearer token `GET /metrics` asks for (FERRY_METRICS_TOKEN); null: the metrics answer only
   * requests made on this machine's loopback that no proxy forwarded.
   */
  metricsToken: string | null;
  /**
   * Longest text one cell may hold after a sender's edit or find and replace, in characters
   * (FERRY_MAX_CELL_LENGTH, default 32,768); a replace may add at most 1,000 times as much to a file.
   */
  maxCellLength: number;
  /** The S3-compatible bucket files are kept in (FILES_S3_*); null keeps them under dataDir/files. */
  filesS3: S3Settings | null;
  /**
   * Whether `ferry serve` runs the job workers, the stale-step sweeper and the schedules too
   * (FERRY_SERVE_WORKERS, default 1); 0 when `ferry worker` processes run them elsewhere.
   */
  serveWorkers: boolean;
  /**
   * Port on which `ferry worker` serves its own `GET /metrics` and `GET /readyz`
   * (FERRY_WORKER_METRICS_PORT, default 9464; 0 serves none).
   */
  workerMetricsPort: number;
  /**
   * The OpenAI-compatible endpoint asked about `matchable_with_ai` columns the local matcher is
   * unsure of (AI_MATCH_URL, AI_MATCH_MODEL, AI_MATCH_API_KEY); null: the local matcher alone.
   */
  aiMatch: AiMatchSettings | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `"${raw}" is not a whole number.`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(name, `${value} is outside ${min}–${max}.`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new ConfigError(name, `"${env[name]}" is not a boolean (use 1 or 0).`);
}

function url(name: string, raw: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `"${raw}" is not a URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `"${raw}" must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  }
  return raw;
}

function allowlist(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!/^[A-Za-z0-9.:-]+(\/\d{1,3})?$/.test(entry)) {
      throw new ConfigError('FERRY_OUTBOUND_ALLOWLIST', `"${entry}" is neither a host name nor a CIDR.`);
    }
  }
  return entries;
}

function trustedProxies(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (['', '0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return integer({ FERRY_TRUST_PROXY: value }, 'FERRY_TRUST_PROXY', 0, 1, 16);
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(entry)) {
      throw new ConfigError(
        'FERRY_TRUST_PROXY',
        `"${entry}" is neither an address nor a CIDR (or give the number of proxies in front).`,
      );
    }
  }
  return entries;
}

/** A list of waits in seconds, each 1 s to 1 day; an empty setting keeps the default schedule. */
function retrySchedule(raw: string | undefined): number[] {
  const value = raw?.trim();
  if (!value) return [5, 300, 1800, 7200, 18_000, 36_000, 36_000];
  return value.split(',').map((raw) => {
    const entry = raw.trim();
    if (!/^\d+$/.test(entry)) {
      throw new ConfigError(
        'FERRY_WEBHOOK_RETRY_SECONDS',
        `"${entry}" is not a whole number of seconds (give waits separated by commas, e.g. 5,300,1800).`,
      );
    }
    const seconds = Number(entry);
    if (seconds < 1 || seconds > 86_400) {
      throw new ConfigError('FERRY_WEBHOOK_RETRY_SECONDS', `${seconds} is outside 1–86400.`);
    }
    return seconds;
  });
}

/** Reads and validates the configuration; throws ConfigError on the first bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const dataDir = path.resolve(env.FERRY_DATA_DIR?.trim() || './data');
  const publicUrl = (
    env.FERRY_PUBLIC_URL?.trim()
      ? url('FERRY_PUBLIC_URL', env.FERRY_PUBLIC_URL.trim(), ['http:', 'https:'])
      : `http://localhost:${port}`
  ).replace(/\/+$/, '');
  const databaseUrl = env.DATABASE_URL?.trim()
    ? url('DATABASE_URL', env.DATABASE_URL.trim(), ['postgres:', 'postgresql:'])
    : null;
  const logLevel = env.FERRY_LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('FERRY_LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}.`);
  }
  const stepHeartbeatSeconds = integer(env, 'FERRY_STEP_HEARTBEAT_SECONDS', 2, 1, 3600);
  const stepStaleSeconds = integer(env, 'FERRY_STEP_STALE_SECONDS', 10, 2, 86_400);
  // A live stage must beat at least once before it can be judged stale.
  if (stepStaleSeconds <= stepHeartbeatSeconds) {
    throw new ConfigError(
      'FERRY_STEP_STALE_SECONDS',
      `${stepStaleSeconds} must be more than FERRY_STEP_HEARTBEAT_SECONDS (${stepHeartbeatSeconds}).`,
    );
  }
  return {
    port,
    host: env.FERRY_HOST?.trim() || '0.0.0.0',
    dataDir,
    publicUrl,
    databaseUrl,
    debug: flag(env, 'FERRY_DEBUG'),
    outboundAllowlist: allowlist(env.FERRY_OUTBOUND_ALLOWLIST),
    rateLimitPerMinute: integer(env, 'FERRY_RATE_LIMIT', 600, 1, 1_000_000),
    trustProxy: trustedProxies(env.FERRY_TRUST_PROXY),
    maxUploadBytes: integer(env, 'FERRY_MAX_UPLOAD_BYTES', 1024 ** 3, 1, 1024 ** 4),
    logLevel,
    stepHeartbeatSeconds,
    stepStaleSeconds,
    stepSweepSeconds: integer(env, 'FERRY_STEP_SWEEP_SECONDS', 3, 1, 86_400),
    engineThreads: integer(env, 'FERRY_ENGINE_THREADS', availableParallelism(), 1, 256),
    sliceJobBytes: integer(env, 'FERRY_SLICE_JOB_BYTES', 0, 0, 1024 ** 4),
    stepTimeoutSeconds: integer(env, 'FERRY_STEP_TIMEOUT_SECONDS', 600, 1, 86_400),
    engineMemoryMb: integer(env, 'FERRY_ENGINE_MEMORY_MB', 1024, 64, 65_536),
    orgRunningStages: integer(env, 'FERRY_ORG_RUNNING_STAGES', 1, 1, 1_000),
    orgRunningDownloads: integer(env, 'FERRY_ORG_RUNNING_DOWNLOADS', 2, 1, 1_000),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: mailFrom(env.FERRY_MAIL_FROM, publicUrl),
    secretKey: secretKey(env.FERRY_SECRET_KEY),
    mailDomain: mailDomain(env.FERRY_MAIL_DOMAIN),
    smtpPort: integer(env, 'FERRY_SMTP_PORT', 2525, 0, 65535),
    smtpTls: smtpTls(env),
    deliveryRetrySeconds: retrySchedule(env.FERRY_WEBHOOK_RETRY_SECONDS),
    sourceTimeoutSeconds: integer(env, 'FERRY_SOURCE_TIMEOUT_SECONDS', 30, 1, 3600),
    extractorsDir: env.FERRY_EXTRACTORS_DIR?.trim() ? path.resolve(env.FERRY_EXTRACTORS_DIR.trim()) : null,
    maxCellLength: integer(env, 'FERRY_MAX_CELL_LENGTH', 32_768, 1, 10_000_000),
    metricsToken: metricsToken(env.FERRY_METRICS_TOKEN),
    filesS3: filesS3(env, flag, integer),
    // Unset means on: one `ferry serve` alone must run its stages.
    serveWorkers: (env.FERRY_SERVE_WORKERS ?? '').trim() === '' || flag(env, 'FERRY_SERVE_WORKERS'),
    workerMetricsPort: integer(env, 'FERRY_WORKER_METRICS_PORT', 9464, 0, 65535),
    aiMatch: aiMatch(env),
  };
}
