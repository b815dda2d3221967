/**
 * The example host page's backend (examples/embed/server.mjs), run as a receiver would run it
 * against a real Ferry: two instances of it (a receiver's backend behind a load balancer) sign
 * logins of one user at the same moment, and Ferry accepts every one, since each carries a nonce.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExampleHost, startExampleHost } from '../browser/support/example-host.ts';
import { freePort } from '../browser/support/server.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
const hosts: ExampleHost[] = [];

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ publicUrl: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
  const owner = await t.organisation('acme');
  await insertTemplate(t.services.ctx.db, 'acme', 'contacts', ['email']);
  const rotated = await t.app.inject({
    method: 'POST',
    url: '/organisation/embed-secret',
    headers: bearer(owner.token),
  });
  const env = {
    FERRY_URL: `http://127.0.0.1:${port}`,
    FERRY_SUBDOMAIN: 'acme',
    FERRY_EMBED_SECRET: envelope(rotated).payload.embed_secret,
    FERRY_TEMPLATE: 'contacts',
    EXAMPLE_USER: 'shop-42',
  };
  hosts.push(await startExampleHost(env), await startExampleHost(env));
});
afterAll(async () => {
  for (const host of hosts) await host.close();
  await t.close();
});

describe('the example host page', () => {
  it('gets tokens for logins of one user signed at the same moment by two instances of its backend', async () => {
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        hosts.map((host) => fetch(`${host.url}/ferry-tokens`, { method: 'POST' })),
      );
      const bodies = await Promise.all(
        answers.map((res) => res.json() as Promise<{ access_token?: string }>),
      );
      expect(
        answers.map((res) => res.status),
        JSON.stringify(bodies),
      ).toEqual([200, 200]);
      expect(bodies[0]?.access_token).not.toBe(bodies[1]?.access_token);
    }
  });
});
