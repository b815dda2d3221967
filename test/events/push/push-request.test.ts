/**
 * One request of a push against a real receiver on loopback: a request that outlasts the push
 * deadline is cut and recorded as a failed try with its reason, whatever the idle timeouts allow
 * (a receiver that trickles can keep them from firing for as long as it likes).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPush } from '../../../src/events/push/push-request.ts';
import { OutboundHttp } from '../../../src/outbound/outbound-http.ts';

let server: Server;
let url: string;
const outbound = new OutboundHttp(['127.0.0.1']);

beforeAll(async () => {
  // Reads the body, then answers one byte of its headers' worth every 100 ms: never idle for long.
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => res.write('.'), 100);
      res.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a push request', () => {
  it('is cut at its deadline however the receiver trickles, and says so', async () => {
    const outcome = await sendPush(
      outbound,
      { url, method: 'POST', headers: {} },
      { content: 'sku\nA1\n', contentType: 'text/csv' },
      5_000,
      2_000,
    );
    expect(outcome).toMatchObject({
      ok: false,
      status: null,
      error: 'The request did not finish within 2 seconds, the longest a push request may take.',
    });
  });
});
