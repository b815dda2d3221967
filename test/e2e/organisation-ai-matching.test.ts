/**
 * The organisation's `ai_matching` switch on `GET`/`PUT /organisation`: off until an owner or an
 * admin turns it on, refused with a sentence for anything but "off" or "on", each organisation's
 * own, and written to the audit log. Like every enumeration of the API, a value of another JSON
 * type is a violation too (src/api/validation-errors.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/services/identity/credential-hashing.ts';
import { insertUser } from '../../src/store/identity/users.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, newCustomer } from '../support/flow.ts';
import { organisationId } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let member: string;
let sender: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await insertUser(t.services.ctx.db, {
    organisation_id: await organisationId(t.services.ctx.db, 'acme'),
    email: 'member@acme.example',
    name: 'Member',
    role: 'member',
    password_hash: await hashPassword('member password'),
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/token',
    payload: { grant_type: 'password', username: 'member@acme.example', password: 'member password' },
  });
  member = envelope(login).payload.access_token;
  await call(t, acme, 'POST', '/template', { name: 'Orders', template_handle: 'orders' });
  sender = (await newCustomer(t, acme, { external_id: 'shop', template_handles: ['orders'] })).token;
});
afterAll(() => t.close());

const read = (token: string) => t.app.inject({ url: '/organisation', headers: bearer(token) });
const write = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/organisation', headers: bearer(token), payload: payload as object });
const aiMatchingOf = async (token: string) => envelope(await read(token)).payload.ai_matching;

describe('ai_matching', () => {
  it('is off for a new organisation', async () => {
    expect(await aiMatchingOf(acme)).toBe('off');
    expect(await aiMatchingOf(member)).toBe('off');
  });

  it('is turned on and off by an owner, alone among the properties', async () => {
    const on = await write(acme, { ai_matching: 'on' });
    expect(on.statusCode, on.body).toBe(200);
    expect(envelope(on).payload).toMatchObject({ ai_matching: 'on', name: 'Org acme' });
    expect(await aiMatchingOf(member)).toBe('on');
    expect(envelope(await write(acme, { name: 'Acme' })).payload.ai_matching).toBe('on');
    expect(envelope(await write(acme, { ai_matching: 'off' })).payload.ai_matching).toBe('off');
  });

  it('is recorded in the audit log', async () => {
    await write(acme, { ai_matching: 'on' });
    const res = await t.app.inject({
      url: '/audit-log?resource_type=organisation&action=update',
      headers: bearer(acme),
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = envelope(res).payload.entries as { before: any; after: any }[];
    expect(entries.some((e) => e.before?.ai_matching === 'off' && e.after?.ai_matching === 'on')).toBe(true);
    await write(acme, { ai_matching: 'off' });
  });

  it('is not changed by a member or a sender', async () => {
    expect((await write(member, { ai_matching: 'on' })).statusCode).toBe(403);
    expect((await write(sender, { ai_matching: 'on' })).statusCode).toBe(403);
    expect(await aiMatchingOf(acme)).toBe('off');
  });

  it("is each organisation's own", async () => {
    expect((await write(globex, { ai_matching: 'on' })).statusCode).toBe(200);
    expect(await aiMatchingOf(globex)).toBe('on');
    expect(await aiMatchingOf(acme)).toBe('off');
    await write(globex, { ai_matching: 'off' });
  });

  it.each(['maybe', 'ON', '', true, 1, null])(
    'refuses %j as a violation naming the choices, and changes nothing',
    async (value) => {
      const before = envelope(await read(acme)).payload;
      const res = await write(acme, { ai_matching: value, name: 'Renamed' });
      expect(res.statusCode).toBe(409);
      expect(envelope(res).payload.violations).toEqual([
        {
          property_path: 'ai_matching',
          invalid_value: value,
          message: 'The value you selected is not a valid choice. Valid choices: off, on.',
        },
      ]);
      expect(envelope(await read(acme)).payload).toEqual(before);
    },
  );
});
