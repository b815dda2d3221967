/**
 * A push report is a file of its submission: the organisation and the customer who submitted read
 * it; another customer of the organisation and another organisation get 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrganisation } from '../support/app.ts';
import { call, newCustomer, pathOf } from '../support/flow.ts';
import {
  codeRows,
  pushReport,
  pushTemplate,
  type Receiver,
  receiver,
  submitAndPush,
} from '../support/pushes.ts';

let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;
let r: Receiver;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
  r = await receiver();
});
afterAll(async () => {
  await r.close();
  await t.close();
});

async function customerToken(externalId: string): Promise<string> {
  const fields = { name: externalId, external_id: externalId, email: `${externalId}@example.com` };
  return (await newCustomer(t, acme.token, { ...fields, template_handles: ['shared'] })).token;
}

describe('the push report of a sender’s submission', () => {
  it('is read by the organisation and the sender, refused to another sender and organisation', async () => {
    await pushTemplate(t, acme.token, 'shared', { url: `${r.url}/in` });
    const sender = await customerToken('shop-1');
    const other = await customerToken('shop-2');
    const submission = await submitAndPush(t, sender, 'shared', codeRows(4));
    expect(submission.pushed_at).not.toBeNull();
    expect(r.received).toHaveLength(1);

    const expected = [expect.objectContaining({ request: '1', status: '200', rows: '4', error: '' })];
    expect(await pushReport(t, sender, submission)).toEqual(expected);
    expect(await pushReport(t, acme.token, submission)).toEqual(expected);
    for (const token of [other, globex.token]) {
      const res = await call(t, token, 'GET', pathOf(submission.push_report_url));
      expect(res.statusCode, res.body).toBe(403);
    }
  }, 60_000);
});
