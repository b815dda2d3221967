import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, render, say } from '../../src/domain/messages/index.ts';
import { isPrivateAddress } from '../../src/outbound/address-policy.ts';
import { OutboundHttp, OutboundRefused, readAtMost } from '../../src/outbound/outbound-http.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/hop') return res.writeHead(302, { location: '/hello' }).end();
    if (req.url === '/to-private') return res.writeHead(302, { location: 'http://10.1.2.3/x' }).end();
    if (req.url === '/to-localhost') {
      return res.writeHead(307, { location: `http://localhost:${port()}/hello` }).end();
    }
    if (req.url === '/silent') return; // never answers
    if (req.url === '/to-other-origin') {
      return res.writeHead(302, { location: `http://localhost:${port()}/headers` }).end();
    }
    if (req.url === '/headers')
      return res.end(`${req.headers.authorization ?? '-'} ${req.headers['x-kept'] ?? '-'}`);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => res.end(`hello ${req.method} ${body}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port()}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function port(): number {
  return (server.address() as AddressInfo).port;
}

async function text(http: OutboundHttp, url: string, maxRedirects = 0): Promise<string> {
  const res = await http.request({ url, timeoutMs: 5_000, maxRedirects, method: 'POST', body: 'x' });
  return (await readAtMost(res.body, 1000)).toString();
}

/** What `urlProblem` says in English ('must use http or https'), or null. */
async function englishProblem(http: OutboundHttp, url: string): Promise<string | null> {
  const problem = await http.urlProblem(url);
  return problem && render(problem, 'en');
}

describe('the private-network guard', () => {
  it('judges addresses by their range, IPv4 written in IPv6 included', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.1',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
    for (const ip of ['93.184.216.34', '1.1.1.1', '2606:4700::1111'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('refuses loopback written as an address, and a host name that resolves to loopback', async () => {
    const http = new OutboundHttp([]);
    await expect(text(http, `${base}/hello`)).rejects.toThrow(/127\.0\.0\.1 is in a private network/);
    await expect(text(http, `http://localhost:${port()}/hello`)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(text(http, `http://localhost:${port()}/hello`)).rejects.toThrow(/host localhost/);
  });

  it('refuses loopback written as IPv6 that carries it, before connecting', async () => {
    const http = new OutboundHttp([]);
    for (const host of ['[::127.0.0.1]', '[::ffff:0:7f00:1]']) {
      await expect(text(http, `http://${host}:${port()}/hello`), host).rejects.toThrow(
        /is in a private network/,
      );
    }
  });

  it('reaches an allowed address, and follows redirects only when asked', async () => {
    const http = new OutboundHttp(['127.0.0.1']);
    expect(await text(http, `${base}/hello`)).toBe('hello POST x');
    const notFollowed = await http.request({ url: `${base}/hop`, timeoutMs: 5_000 });
    expect(notFollowed.status).toBe(302);
    notFollowed.body.resume();
    // A 302 after a POST is followed with a GET and no body, as browsers do.
    expect(await text(http, `${base}/hop`, 3)).toBe('hello GET ');
  });

  it('checks every redirect again, before connecting', async () => {
    const http = new OutboundHttp(['127.0.0.1']);
    await expect(text(http, `${base}/to-private`, 3)).rejects.toThrow(/10\.1\.2\.3 is in a private network/);
    // localhost may resolve to ::1 too, which the allow-list does not name.
    const viaName = new OutboundHttp(['127.0.0.1', '::1']);
    expect(await text(viaName, `${base}/to-localhost`, 3)).toBe('hello POST x');
  });

  it('drops credentials when a redirect leaves the origin, and keeps other headers', async () => {
    const http = new OutboundHttp(['127.0.0.1', '::1']);
    const headers = { Authorization: 'Bearer secret', 'X-Kept': 'yes' };
    const same = await http.request({ url: `${base}/headers`, timeoutMs: 5_000, headers });
    expect((await readAtMost(same.body, 100)).toString()).toBe('Bearer secret yes');
    const moved = await http.request({
      url: `${base}/to-other-origin`,
      timeoutMs: 5_000,
      headers,
      maxRedirects: 1,
    });
    expect((await readAtMost(moved.body, 100)).toString()).toBe('- yes');
  });

  it('does not crash the process when an answer is dropped unread', async () => {
    const http = new OutboundHttp(['127.0.0.1']);
    const res = await http.request({ url: `${base}/hello`, timeoutMs: 5_000 });
    res.body.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('refuses other schemes and malformed URLs with a sentence', async () => {
    const http = new OutboundHttp(['127.0.0.1']);
    await expect(text(http, 'file:///etc/passwd')).rejects.toThrow(
      'Only http and https addresses are reached, not file.',
    );
    await expect(text(http, 'not a url')).rejects.toThrow('"not a url" is not a valid URL.');
  });

  it('gives up on a server that does not answer', async () => {
    const http = new OutboundHttp(['127.0.0.1']);
    await expect(http.request({ url: `${base}/silent`, timeoutMs: 300 })).rejects.toThrow(/timeout/i);
  });

  it('tells at write time whether a URL may be used', async () => {
    const strict = new OutboundHttp([]);
    expect(await englishProblem(strict, 'http://169.254.169.254/latest')).toBe(
      'must not point to a private network',
    );
    expect(await englishProblem(strict, `http://localhost:${port()}/`)).toBe(
      'must not point to a private network',
    );
    expect(await englishProblem(strict, 'http://[::1]/')).toBe('must not point to a private network');
    expect(await englishProblem(strict, 'ftp://example.com/a')).toBe('must use http or https');
    expect(await englishProblem(strict, 'nope')).toBe('is not a valid URL');
    expect(await englishProblem(strict, 'https://93.184.216.34/hook')).toBeNull();
    expect(await englishProblem(new OutboundHttp(['127.0.0.0/8']), `${base}/x`)).toBeNull();
    expect(await englishProblem(new OutboundHttp(['localhost']), `http://localhost:${port()}/`)).toBeNull();
  });

  it('says its refusals and what is wrong with a URL in the reader’s language too', async () => {
    const refused = await text(new OutboundHttp([]), 'http://10.0.0.7/x').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OutboundRefused);
    expect(errorMessage(refused as OutboundRefused, 'fr')).toBe(
      'L’adresse 10.0.0.7 est dans un réseau privé, que Ferry n’atteint que si son opérateur l’autorise dans ' +
        'FERRY_OUTBOUND_ALLOWLIST (docs/security.md#reaching-a-private-network-ferry_outbound_allowlist).',
    );
    const scheme = await text(new OutboundHttp([]), 'file:///etc/passwd').catch((error: unknown) => error);
    expect(errorMessage(scheme as OutboundRefused, 'de')).toBe(
      'Nur http- und https-Adressen werden erreicht, nicht file.',
    );
    const problem = await new OutboundHttp([]).urlProblem('ftp://example.com/a');
    expect(say('fr', 'violation.field.this_url', { problem: problem! })).toBe(
      'Cette URL doit utiliser http ou https.',
    );
    expect(say('en', 'violation.field.this_url', { problem: problem! })).toBe(
      'This URL must use http or https.',
    );
  });

  it('keeps only the first bytes of a long answer', async () => {
    const http = new OutboundHttp(['127.0.0.1']);
    const res = await http.request({ url: `${base}/hello`, timeoutMs: 5_000 });
    expect((await readAtMost(res.body, 5)).toString()).toBe('hello');
  });
});

describe('resolving a host for clients that connect by themselves', () => {
  it('gives every allowed address, and refuses a host when any of its addresses is private', async () => {
    const { AddressPolicy } = await import('../../src/outbound/address-policy.ts');
    const { resolveAllowed } = await import('../../src/outbound/resolve-allowed.ts');
    expect(await resolveAllowed('127.0.0.1', new AddressPolicy(['127.0.0.1']))).toEqual(['127.0.0.1']);
    await expect(resolveAllowed('10.0.0.7', new AddressPolicy([]))).rejects.toThrow(
      'The address 10.0.0.7 is in a private network, which Ferry does not reach unless its operator allows it in ' +
        'FERRY_OUTBOUND_ALLOWLIST (docs/security.md#reaching-a-private-network-ferry_outbound_allowlist).',
    );
    await expect(resolveAllowed('localhost', new AddressPolicy([]))).rejects.toThrow(/The host localhost \(/);
    await expect(resolveAllowed('nowhere.invalid', new AddressPolicy([]))).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
    const twoAddresses = async () => [
      { address: '127.0.0.2', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const loopback = new AddressPolicy(['127.0.0.0/8']);
    expect(await resolveAllowed('files.ferry.test', loopback, twoAddresses)).toEqual([
      '127.0.0.2',
      '127.0.0.1',
    ]);
    await expect(
      resolveAllowed('files.ferry.test', new AddressPolicy(['127.0.0.1']), twoAddresses),
    ).rejects.toThrow('The host files.ferry.test (127.0.0.2) is in a private network');
  });
});
