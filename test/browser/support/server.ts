/**
 * The real app listening on a loopback port for a browser: a fresh database, the step workers,
 * the web apps built, and a receiver organisation with the `contacts` template of these tests.
 */
import { createServer } from 'node:net';
import path from 'node:path';
import { buildWebIfStale } from '../../../bin/build-web.js';
import type { Config } from '../../../src/config.ts';
import { createTestApp, envelope, type TestApp } from '../../support/app.ts';
import { call } from '../../support/flow.ts';
import { createImporterTemplate } from './template.ts';

export interface ImporterServer {
  t: TestApp;
  /** http://127.0.0.1:port */
  url: string;
  /** The receiver owner's token. */
  owner: string;
  /** A customer token for a sender of the organisation `acme` (created when new). */
  senderToken(
    externalId: string,
    templates?: string[],
  ): Promise<{ access_token: string; refresh_token: string | null }>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `overrides`: settings of the app beyond the test defaults (an outbound allow-list for sources on loopback). */
export async function startImporterServer(overrides: Partial<Config> = {}): Promise<ImporterServer> {
  await buildWebIfStale(path.join(import.meta.dirname, '..', '..', '..'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A grid scrolled fast asks for many pages: the default 600 requests a minute would throttle the test.
  const t = await createTestApp(
    { publicUrl: url, rateLimitPerMinute: 100_000, ...overrides },
    { jobs: true },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
  const owner = (await t.organisation('acme')).token;
  await createImporterTemplate(t, owner, 'contacts');
  const customers = new Map<string, string>();
  return {
    t,
    url,
    owner,
    async senderToken(externalId, templates = ['contacts']) {
      let id = customers.get(externalId);
      if (!id) {
        const created = await call(t, owner, 'POST', '/customer', {
          name: externalId,
          external_id: externalId,
          template_handles: templates,
        });
        id = envelope(created).payload.customer_id as string;
        customers.set(externalId, id);
      }
      const minted = envelope(await call(t, owner, 'POST', `/customer/${id}/token`)).payload;
      return { access_token: minted.access_token, refresh_token: minted.refresh_token ?? null };
    },
    close: () => t.close(),
  };
}
