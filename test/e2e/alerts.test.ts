/**
 * Alerts end to end: written by owners and admins, read by members, checked property by property,
 * kept to their organisation; and fired as e-mails (read from the outbox) and ALERT_FIRED (to a
 * loopback receiver) when an automation fails, when a submission has too many rows in error, and
 * when a scheduled feed brings no file, at most once an hour per alert and cause.
 */
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import {
  call,
  createContactsTemplate,
  newCustomer,
  submitAndWait,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';
import { invitedMember } from '../support/members.ts';
import { mailTo } from '../support/outbox.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { urlSource, violations } from './feeds-fixtures.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let acme: TestOrganisation;
let globex: TestOrganisation;
let admin: string;
let member: string;
let receiver: WebhookReceiver;
let webhookId: string;
const ADMIN = 'ada@acme.example';
const MEMBER = 'mia@acme.example';

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [1] }, { jobs: true });
  acme = await t.organisation('acme');
  globex = await t.organisation('globex');
  await createContactsTemplate(t, acme.token, 'contacts', { accept_errors: true });
  admin = await invitedMember(t, acme.token, ADMIN, 'admin');
  member = await invitedMember(t, acme.token, MEMBER, 'member');
  await t.database.db.updateTable('users').set({ language: 'fr' }).where('email', '=', MEMBER).execute();
  receiver = await WebhookReceiver.start();
  // It lists another event: named by an alert, it hears ALERT_FIRED all the same.
  const hook = await call(t, acme.token, 'POST', '/webhooks', {
    url: receiver.url('/alerts'),
    events: ['BULK_IMPORT_FINISHED'],
  });
  expect(hook.statusCode, hook.body).toBe(200);
  webhookId = envelope(hook).payload.webhook_id;
  receiver.verifyWith('/alerts', envelope(hook).payload.secret);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function createdAlert(token: string, body: object) {
  const res = await call(t, token, 'POST', '/alerts', body);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

async function firings(alertId: string) {
  return t.database.db.selectFrom('alert_firings').selectAll().where('alert_id', '=', alertId).execute();
}

async function alertDeliveries() {
  return t.database.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('type', '=', 'ALERT_FIRED')
    .execute();
}

/** Polls until the receiver got `count` requests on `path` (bounded: about 60 s). */
async function receivedOn(path: string, count: number) {
  for (let i = 0; i < 600 && receiver.received(path).length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(receiver.received(path)).toHaveLength(count);
  return receiver.received(path);
}

/** The alert e-mails sent to `email` (not its invitation), oldest first. */
async function textsTo(email: string) {
  const all = await Promise.all(
    (await mailTo(t, email)).map(async (m) => {
      const parsed = await simpleParser(m.raw);
      return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
  return all.filter((m) => /^Alerte? |alert: /.test(m.subject) || / alert: /.test(m.subject));
}

describe('alerts', () => {
  it('are written by owners and admins and read by members', async () => {
    const alert = await createdAlert(acme.token, {
      kind: 'error_rate',
      template_handles: ['contacts'],
      threshold: 0.9,
      recipients: [ADMIN.toUpperCase()],
    });
    expect(alert).toMatchObject({
      kind: 'error_rate',
      template_handles: ['contacts'],
      feed_id: null,
      threshold: 0.9,
      recipients: [ADMIN],
      webhook_id: null,
      enabled: true,
    });
    const byAdmin = await createdAlert(admin, { kind: 'automation_failed', webhook_id: webhookId });
    expect(byAdmin).toMatchObject({ template_handles: null, recipients: [], webhook_id: webhookId });

    const listed = envelope(await call(t, member, 'GET', '/alerts')).payload;
    expect(listed.entries.map((a: { alert_id: string }) => a.alert_id)).toEqual([
      alert.alert_id,
      byAdmin.alert_id,
    ]);
    expect(listed.next_cursor).toBeNull();
    const first = envelope(await call(t, member, 'GET', '/alerts?per_page=1')).payload;
    expect(first.entries.map((a: { alert_id: string }) => a.alert_id)).toEqual([alert.alert_id]);
    const second = envelope(
      await call(t, member, 'GET', `/alerts?per_page=1&cursor=${first.next_cursor}`),
    ).payload;
    expect(second.entries.map((a: { alert_id: string }) => a.alert_id)).toEqual([byAdmin.alert_id]);
    expect(second.next_cursor).toBeNull();
    const badCursor = violations(await call(t, member, 'GET', '/alerts?cursor=nonsense'));
    expect(badCursor.map(([path]) => path)).toEqual(['cursor']);
    expect(envelope(await call(t, member, 'GET', `/alert/${alert.alert_id}`)).payload).toEqual(alert);
    const url = `/alert/${alert.alert_id}`;
    expect(
      (await call(t, member, 'POST', '/alerts', { kind: 'automation_failed', recipients: [MEMBER] }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, member, 'PUT', url, { enabled: false })).statusCode).toBe(403);
    expect((await call(t, member, 'DELETE', url)).statusCode).toBe(403);

    const changed = await call(t, admin, 'PUT', url, { enabled: false, recipients: [ADMIN, MEMBER] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(envelope(changed).payload).toMatchObject({
      threshold: 0.9,
      enabled: false,
      recipients: [ADMIN, MEMBER],
    });
    // A new kind drops the threshold only error_rate has.
    const rekinded = envelope(await call(t, acme.token, 'PUT', url, { kind: 'automation_failed' })).payload;
    expect(rekinded).toMatchObject({
      kind: 'automation_failed',
      threshold: null,
      template_handles: ['contacts'],
    });

    expect((await call(t, admin, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(t, acme.token, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, admin, 'DELETE', `/alert/${byAdmin.alert_id}`)).statusCode).toBe(204);

    // Each write is in the audit log, newest first, with the alert before and after.
    const audit = envelope(
      await call(t, acme.token, 'GET', `/audit-log?resource_type=alert&resource_id=${alert.alert_id}`),
    ).payload.entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(audit[3]).toMatchObject({ before: null, after: { alert_id: alert.alert_id, threshold: 0.9 } });
    expect(audit[2]).toMatchObject({
      before: { enabled: true, recipients: [ADMIN] },
      after: { enabled: false, recipients: [ADMIN, MEMBER] },
    });
    expect(audit[0]).toMatchObject({ before: { kind: 'automation_failed' }, after: null });
  });

  it('refuses a write that breaks a rule, on its property, and stores nothing', async () => {
    const globexHook = envelope(
      await call(t, globex.token, 'POST', '/webhooks', {
        url: receiver.url('/globex'),
        events: ['ALERT_FIRED'],
      }),
    ).payload.webhook_id;
    const globexFeed = envelope(
      await call(t, globex.token, 'POST', '/feeds', {
        name: 'Theirs',
        source_id: await urlSource(t, globex.token),
        template_handle: await createContactsTemplate(t, globex.token, 'theirs').then(() => 'theirs'),
      }),
    ).payload.feed_id;
    const cases: [object, string[]][] = [
      [{ recipients: [ADMIN] }, ['kind']],
      [{ kind: 'sometimes', recipients: [ADMIN] }, ['kind']],
      [{ kind: 'error_rate', recipients: [ADMIN] }, ['threshold']],
      [{ kind: 'error_rate', threshold: 1.5, recipients: [ADMIN] }, ['threshold']],
      [{ kind: 'error_rate', threshold: -0.1, recipients: [ADMIN] }, ['threshold']],
      [{ kind: 'automation_failed', threshold: 0.5, recipients: [ADMIN] }, ['threshold']],
      [{ kind: 'feed_silent', recipients: [ADMIN] }, ['feed_id']],
      [{ kind: 'feed_silent', feed_id: globexFeed, recipients: [ADMIN] }, ['feed_id']],
      [{ kind: 'feed_silent', feed_id: 'not-a-feed', recipients: [ADMIN] }, ['feed_id']],
      [{ kind: 'automation_failed', feed_id: globexFeed, recipients: [ADMIN] }, ['feed_id']],
      [
        { kind: 'automation_failed', recipients: [globex.email, ADMIN, 'nobody'] },
        ['recipients[0]', 'recipients[2]'],
      ],
      [{ kind: 'automation_failed' }, ['recipients']],
      [{ kind: 'automation_failed', webhook_id: globexHook }, ['webhook_id']],
      [
        { kind: 'automation_failed', template_handles: ['theirs'], recipients: [ADMIN] },
        ['template_handles[0]'],
      ],
    ];
    for (const [body, paths] of cases) {
      const found = violations(await call(t, acme.token, 'POST', '/alerts', body));
      expect(
        found.map(([path]) => path),
        JSON.stringify(body),
      ).toEqual(paths);
      for (const [, message] of found) expect(message).toMatch(/^[A-Z"].*\.$/);
    }
    expect(envelope(await call(t, acme.token, 'GET', '/alerts')).payload.total_items).toBe(0);
    const stored = await createdAlert(acme.token, { kind: 'automation_failed', recipients: [ADMIN] });
    const refused = violations(
      await call(t, acme.token, 'PUT', `/alert/${stored.alert_id}`, { recipients: [] }),
    );
    expect(refused.map(([path]) => path)).toEqual(['recipients']);
    expect(envelope(await call(t, acme.token, 'GET', `/alert/${stored.alert_id}`)).payload).toEqual(stored);
    // Its webhook deleted, an alert keeps its recipients and names no webhook.
    const hook = envelope(
      await call(t, acme.token, 'POST', '/webhooks', { url: receiver.url('/gone'), events: ['ALERT_FIRED'] }),
    ).payload.webhook_id;
    await call(t, acme.token, 'PUT', `/alert/${stored.alert_id}`, { webhook_id: hook });
    expect((await call(t, acme.token, 'DELETE', `/webhooks/${hook}`)).statusCode).toBe(204);
    const kept = envelope(
      await call(t, acme.token, 'PUT', `/alert/${stored.alert_id}`, { enabled: false }),
    ).payload;
    expect(kept).toMatchObject({ webhook_id: null, recipients: [ADMIN], enabled: false });
    await call(t, acme.token, 'DELETE', `/alert/${stored.alert_id}`);
  });

  it("keeps each organisation's alerts to itself", async () => {
    const alert = await createdAlert(acme.token, { kind: 'automation_failed', recipients: [ADMIN] });
    const url = `/alert/${alert.alert_id}`;
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(t, globex.token, method, url);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(ADMIN);
    }
    expect((await call(t, globex.token, 'PUT', url, { enabled: false })).statusCode).toBe(403);
    expect(envelope(await call(t, globex.token, 'GET', '/alerts')).payload.total_items).toBe(0);
    expect(
      (await call(t, globex.token, 'GET', '/alert/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const customer = await newCustomer(t, acme.token, { external_id: 'c1', template_handles: ['contacts'] });
    expect((await call(t, customer.token, 'GET', '/alerts')).statusCode).toBe(403);
    expect(envelope(await call(t, acme.token, 'GET', url)).payload).toEqual(alert);
    await call(t, acme.token, 'DELETE', url);
  });
});

describe('a fired alert', () => {
  it('tells an automation failing by e-mail and webhook, once within the hour', async () => {
    const alert = await createdAlert(acme.token, {
      kind: 'automation_failed',
      template_handles: ['contacts'],
      recipients: [acme.email, MEMBER],
      webhook_id: webhookId,
    });
    const failed = await uploadFile(t, acme.token, 'contacts', '');
    await untilStep(t, acme.token, failed.automation_id, ['failed']);
    const [request] = await receivedOn('/alerts', 1);
    expect(request!.refusal).toBeNull();
    const link = `http://ferry.test/app/transformations/${failed.transformation_id}`;
    expect(request!.verified).toMatchObject({
      type: 'ALERT_FIRED',
      data: { alert, link, transformation_id: failed.transformation_id },
    });
    expect((request!.verified as any).data.reason).toMatch(/the template "contacts" failed/);
    const [english] = await textsTo(acme.email);
    expect(english!.subject).toMatch(/^Org acme alert: a file for the template "contacts" failed/);
    expect(english!.text).toContain(link);
    const [french] = await textsTo(MEMBER);
    expect(french!.subject).toMatch(/^Alerte Org acme : un fichier pour le modèle « contacts » a échoué/);
    expect(french!.text).toContain(link);

    // A second failure within the hour: nothing more is sent.
    const again = await uploadFile(t, acme.token, 'contacts', '');
    await untilStep(t, acme.token, again.automation_id, ['failed']);
    await t.services.alertTriggers.automationFailed(again.transformation_id);
    expect(await textsTo(acme.email)).toHaveLength(1);
    expect(await alertDeliveries()).toHaveLength(1);
    // An hour on (the firing moved back, since moving the clock would expire the tokens), it fires again.
    await sql`UPDATE alert_firings SET fired_at = fired_at - interval '61 minutes'`.execute(t.database.db);
    await t.services.alertTriggers.automationFailed(again.transformation_id);
    expect(await textsTo(acme.email)).toHaveLength(2);
    expect(await alertDeliveries()).toHaveLength(2);
    await call(t, acme.token, 'DELETE', `/alert/${alert.alert_id}`);
  });

  it('tells a submission above an error_rate threshold, and not one below', async () => {
    const low = await createdAlert(acme.token, { kind: 'error_rate', threshold: 0.25, recipients: [ADMIN] });
    const high = await createdAlert(admin, { kind: 'error_rate', threshold: 0.5, recipients: [ADMIN] });
    // One row in error out of three: a third.
    const source = [
      'E-mail,Name,Price',
      'ada@example.com,Ada,1',
      'not-an-email,Linus,3',
      'grace@example.com,Grace,7',
    ];
    const submitted = await submitAndWait(
      t,
      acme.token,
      await uploadAndTransform(t, acme.token, 'contacts', source.join('\n')),
    );
    expect(submitted).toMatchObject({ rows_in_target: 3, rows_in_error: 1 });
    expect(await firings(low.alert_id)).toHaveLength(1);
    expect(await firings(high.alert_id)).toHaveLength(0);
    const mails = await textsTo(ADMIN);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(
      '1 of 3 rows submitted to the template "contacts" are in error (33.3 %, above 25 %)',
    );
    expect(mails[0]!.text).toContain(`http://ferry.test/app/submissions/${submitted.submission_id}`);
    await call(t, acme.token, 'DELETE', `/alert/${low.alert_id}`);
    await call(t, acme.token, 'DELETE', `/alert/${high.alert_id}`);
  });

  it('tells a scheduled feed that brought no file over two ticks, and not a punctual one', async () => {
    const sourceId = await urlSource(t, acme.token);
    const feed = async (name: string) =>
      envelope(
        await call(t, acme.token, 'POST', '/feeds', {
          name,
          source_id: sourceId,
          template_handle: 'contacts',
          cron: '0 * * * *',
          enabled: true,
        }),
      ).payload.feed_id as string;
    const silent = await feed('Silent orders');
    const punctual = await feed('Punctual orders');
    const now = t.services.ctx.now();
    const threeHoursAgo = new Date(now.getTime() - 3 * HOUR);
    await t.database.db.updateTable('feeds').set({ created_at: threeHoursAgo }).execute();
    // The punctual feed made a file ten minutes ago (a run's transformation, made its own here).
    const [run] = await t.database.db
      .selectFrom('transformations')
      .select('transformation_id')
      .limit(1)
      .execute();
    await t.database.db
      .updateTable('transformations')
      .set({ feed_id: punctual, created_at: new Date(now.getTime() - 10 * 60 * 1000) })
      .where('transformation_id', '=', run!.transformation_id)
      .execute();
    const watchSilent = await createdAlert(acme.token, {
      kind: 'feed_silent',
      feed_id: silent,
      recipients: [MEMBER],
    });
    const watchPunctual = await createdAlert(acme.token, {
      kind: 'feed_silent',
      feed_id: punctual,
      recipients: [MEMBER],
    });
    const before = (await textsTo(MEMBER)).length;

    await t.services.alertTriggers.checkSilentFeeds();
    expect(await firings(watchSilent.alert_id)).toMatchObject([{ cause: `feed:${silent}` }]);
    expect(await firings(watchPunctual.alert_id)).toHaveLength(0);
    const mails = (await textsTo(MEMBER)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('le flux « Silent orders » n’a produit aucun fichier depuis le');
    expect(mails[0]!.text).toContain(`http://ferry.test/app/feeds/${silent}`);
    // The next pass, within the hour, says nothing more.
    await t.services.alertTriggers.checkSilentFeeds();
    expect((await textsTo(MEMBER)).slice(before)).toHaveLength(1);
  });
});
