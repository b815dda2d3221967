/**
 * The organisation's profile: `GET /organisation` for any member, `PUT /organisation` for owners
 * and admins, the public `GET /import-profile/{subdomain}`, and the importer's service method that
 * adds the embed origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/services/identity/credential-hashing.ts';
import { insertUser } from '../../src/store/identity/users.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { organisationId } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let member: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  const db = t.services.ctx.db;
  await insertUser(db, {
    organisation_id: await organisationId(db, 'acme'),
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
  await db
    .insertInto('templates')
    .values({ organisation_id: await organisationId(db, 'acme'), handle: 'orders', user_metadata: '[]' })
    .execute();
  const customer = await t.app.inject({
    method: 'POST',
    url: '/customer',
    headers: bearer(acme),
    payload: { external_id: 'shop', template_handles: ['orders'] },
  });
  const minted = await t.app.inject({
    method: 'POST',
    url: `/customer/${envelope(customer).payload.customer_id}/token`,
    headers: bearer(acme),
  });
  customerToken = envelope(minted).payload.access_token;
});
afterAll(() => t.close());

const read = (token: string) => t.app.inject({ url: '/organisation', headers: bearer(token) });
const write = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/organisation', headers: bearer(token), payload: payload as object });

describe('GET /organisation', () => {
  it("shows any member the organisation's name, importer look and embed origins", async () => {
    for (const token of [acme, member]) {
      const res = await read(token);
      expect(res.statusCode).toBe(200);
      expect(envelope(res).payload).toMatchObject({
        subdomain: 'acme',
        name: 'Org acme',
        logo_url: null,
        brand_color: null,
        embed_origins: [],
      });
    }
  });

  it('is closed to senders', async () => {
    expect((await read(customerToken)).statusCode).toBe(403);
    expect((await write(customerToken, { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('PUT /organisation', () => {
  it('changes only the properties sent, normalised', async () => {
    const res = await write(acme, {
      brand_color: '#1A73E8',
      logo_url: 'https://cdn.acme.example/logo.png',
      embed_origins: [
        'https://shop.acme.example/',
        'https://Shop.Acme.example',
        'http://localhost:5173',
        'https://acme.example:8443',
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toMatchObject({
      name: 'Org acme',
      brand_color: '#1a73e8',
      logo_url: 'https://cdn.acme.example/logo.png',
      embed_origins: ['https://shop.acme.example', 'http://localhost:5173', 'https://acme.example:8443'],
    });
    const renamed = await write(acme, { name: '  Acme Corp  ' });
    expect(envelope(renamed).payload).toMatchObject({ name: 'Acme Corp', brand_color: '#1a73e8' });
    expect(envelope(await read(member)).payload).toEqual(envelope(renamed).payload);
  });

  it('takes back what GET gave, unchanged', async () => {
    const before = envelope(await read(acme)).payload;
    const res = await write(acme, before);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toEqual(before);
  });

  it('clears the logo and the colour with null', async () => {
    await write(acme, { logo_url: 'https://cdn.acme.example/a.png', brand_color: '#000000' });
    const res = await write(acme, { logo_url: null, brand_color: null });
    expect(envelope(res).payload).toMatchObject({ logo_url: null, brand_color: null });
  });

  it('reports each bad value as a violation naming it, and changes nothing', async () => {
    const before = envelope(await read(acme)).payload;
    const res = await write(acme, {
      name: ' ',
      brand_color: 'red',
      logo_url: 'javascript:alert(1)',
      embed_origins: [
        'https://ok.example',
        'http://shop.example',
        'https://*.example.com',
        'https://a.example/path',
        "https://a.example; script-src 'unsafe-inline'",
        'https://user:pw@a.example',
        'ftp://a.example',
        'https://a.example?x=1',
      ],
    });
    expect(res.statusCode).toBe(409);
    const violations = envelope(res).payload.violations as { property_path: string; message: string }[];
    expect(violations.map((v) => v.property_path)).toEqual([
      'name',
      'logo_url',
      'brand_color',
      'embed_origins[1]',
      'embed_origins[2]',
      'embed_origins[3]',
      'embed_origins[4]',
      'embed_origins[5]',
      'embed_origins[6]',
      'embed_origins[7]',
    ]);
    expect(violations.find((v) => v.property_path === 'brand_color')!.message).toMatch(/#rrggbb/);
    expect(violations.find((v) => v.property_path === 'embed_origins[1]')!.message).toMatch(/https:\/\/host/);
    expect((await write(acme, { logo_url: 'http://cdn.example/logo.png' })).statusCode).toBe(409);
    expect((await write(acme, { brand_color: '#abc' })).statusCode).toBe(409);
    expect((await write(acme, { embed_origins: Array(51).fill('https://a.example') })).statusCode).toBe(409);
    expect(envelope(await read(acme)).payload).toEqual(before);
  });

  it('refuses bodies of the wrong shape with 400, and changes nothing', async () => {
    const before = envelope(await read(acme)).payload;
    for (const body of [
      { embed_origins: 'https://a.example' },
      { brand_color: 123456 },
      { name: null },
      { unknown: 1 },
      [],
    ]) {
      expect((await write(acme, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(envelope(await read(acme)).payload).toEqual(before);
  });

  it('is for owners and admins: a member gets 403', async () => {
    const res = await write(member, { name: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(envelope(await read(acme)).payload.name).not.toBe('Hijacked');
  });

  it('changes only the caller’s own organisation', async () => {
    const before = envelope(await read(acme)).payload;
    const res = await write(globex, { name: 'Globex', embed_origins: ['https://globex.example'] });
    expect(envelope(res).payload).toMatchObject({ subdomain: 'globex', name: 'Globex' });
    expect(envelope(await read(acme)).payload).toEqual(before);
    expect(envelope(await read(globex)).payload.subdomain).toBe('globex');
  });
});

describe('the import profile', () => {
  it('is public at GET /import-profile/{subdomain}, without the embed origins', async () => {
    await write(acme, { brand_color: '#ff5500', logo_url: 'https://cdn.acme.example/logo.png' });
    const res = await t.app.inject({ url: '/import-profile/acme' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toEqual({
      subdomain: 'acme',
      name: 'Acme Corp',
      logo_url: 'https://cdn.acme.example/logo.png',
      brand_color: '#ff5500',
    });
  });

  it('answers 404 for an unknown subdomain', async () => {
    const res = await t.app.inject({ url: '/import-profile/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).payload.error.code).toBe('exception.not_found.subdomain');
  });

  it('gives the importer the embed origins through the service', async () => {
    await write(acme, { embed_origins: ['https://shop.acme.example'] });
    expect(await t.services.organisations.importProfile('acme')).toEqual({
      subdomain: 'acme',
      name: 'Acme Corp',
      logo_url: 'https://cdn.acme.example/logo.png',
      brand_color: '#ff5500',
      embed_origins: ['https://shop.acme.example'],
    });
    expect(await t.services.organisations.importProfile('nowhere')).toBeNull();
  });
});
