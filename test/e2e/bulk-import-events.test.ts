/**
 * BULK_IMPORT_FINISHED, end to end: an import that completes and one that fails are each told to
 * the subscriptions of their template once, signed, with the Bulk import exactly as GET returns it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type FileServer, startFileServer } from '../support/file-server.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { importAndWait, listOfValues, readImport, templateWith } from './bulk-import-fixtures.ts';

let t: TestApp;
let files: FileServer;
let receiver: WebhookReceiver;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  files = await startFileServer();
  receiver = await WebhookReceiver.start();
  token = (await t.organisation('acme')).token;
  await templateWith(t, token, 'places', { country: listOfValues() });
  await templateWith(t, token, 'other', { country: listOfValues() });
  const res = await t.app.inject({
    method: 'POST',
    url: '/webhooks',
    headers: bearer(token),
    payload: {
      url: receiver.url('/imports'),
      events: ['BULK_IMPORT_FINISHED'],
      template_handles: ['places'],
    },
  });
  receiver.verifyWith('/imports', envelope(res).payload.secret);
});
afterAll(async () => {
  await files.close();
  await receiver.close();
  await t.close();
});

async function received(count: number) {
  for (let i = 0; i < 300 && receiver.received('/imports').length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return receiver.received('/imports');
}

describe('BULK_IMPORT_FINISHED', () => {
  it('sends the completed import, then the failed one, as GET /bulk-import/{id} returns them', async () => {
    const good = files.serve('/good.csv', { body: 'column,value\ncountry,France\n' });
    // First, an import of a template the subscription does not name: not told to it.
    await importAndWait(t, token, '/bulk-import/values/other/merge', good);
    const done = await importAndWait(t, token, '/bulk-import/values/places/merge', good);
    const failed = await importAndWait(
      t,
      token,
      '/bulk-import/values/places/merge',
      `${files.origin}/missing.csv`,
    );
    const requests = await received(2);
    expect(requests).toHaveLength(2);
    for (const [request, view] of [
      [requests[0]!, done],
      [requests[1]!, failed],
    ] as const) {
      expect(request.refusal).toBeNull();
      expect(request.verified).toMatchObject({
        type: 'BULK_IMPORT_FINISHED',
        data: await readImport(t, token, view.import_id),
      });
    }
    expect((requests[1]!.verified as { data: { status: string } }).data.status).toBe('failed');
  });
});
