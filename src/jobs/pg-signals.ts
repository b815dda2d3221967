/**
 * PostgreSQL's LISTEN/NOTIFY on one connection of this process: a way to wake work that waits on a
 * row another process writes (a slice task queued or settled), instead of waiting for the next
 * poll. A signal is a hint, never the truth: whoever waits still reads the row, and still polls
 * in case a signal is lost (the connection dropped: it is opened again a second later).
 */
import pg from 'pg';

type Handler = (payload: string) => void;

/** How long a lost connection waits before it is opened again. */
const RECONNECT_MS = 1000;

export class PgSignals {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;
  private reconnect: NodeJS.Timeout | null = null;

  private constructor(private readonly databaseUrl: string) {}

  /** Listens on `channels` (names of plain letters, digits and underscores). */
  static async open(databaseUrl: string, channels: readonly string[]): Promise<PgSignals> {
    const signals = new PgSignals(databaseUrl);
    for (const channel of channels) signals.handlers.set(checkChannel(channel), new Set());
    await signals.connect();
    return signals;
  }

  /** Calls `handler` with each payload sent on `channel` (one of those listened to); returns the way to stop. */
  on(channel: string, handler: Handler): () => void {
    const handlers = this.handlers.get(channel);
    if (!handlers) throw new Error(`Not listening on ${channel}.`);
    handlers.add(handler);
    return () => handlers.delete(handler);
  }

  /** Sends `payload` on `channel` to every process listening; a failure is only a lost hint. */
  async send(channel: string, payload: string): Promise<void> {
    await this.client?.query('SELECT pg_notify($1, $2)', [checkChannel(channel), payload]).catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'ferry-signals' });
    client.on('notification', ({ channel, payload }) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '');
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      this.retry();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch {
      await client.end().catch(() => {});
      this.retry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private retry(): void {
    if (this.closed || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      void this.connect();
    }, RECONNECT_MS);
    this.reconnect.unref();
  }
}

function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  return channel;
}
