/**
 * `POST /submission/{id}/replay` (DESIGN §10): a submission's source file run again with its
 * mapping against the template as it is now, as a new automation that goes on by itself to a new
 * submission naming the old one in `replay_of`; the old submission stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import {
  call,
  createContactsTemplate,
  newCustomer,
  submitAndWait,
  untilStep,
  uploadFile,
} from '../support/flow.ts';

let t: TestApp;
let acme: TestOrganisation;
let other: TestOrganisation;

// Two rows over the price constraint (0 to 1000), and a name column the matcher does not find
// under `Nom`: the sender maps it by hand, and the replay must reuse that mapping.
const CSV = 'email,Nom,price\na@x.test,Ann,12.50\nb@x.test,Bob,5000\nc@x.test,Cy,7000\n';

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = await t.organisation('acme');
  other = await t.organisation('other');
  await createContactsTemplate(t, acme.token, 'contacts', { accept_errors: true });
});
afterAll(() => t.close());

async function submitted(content: string) {
  const created = await uploadFile(t, acme.token, 'contacts', content);
  await untilStep(t, acme.token, created.automation_id, ['matched']);
  const url = `/transformation/${created.transformation_id}/mapping`;
  const proposed = envelope(await call(t, acme.token, 'GET', url)).payload;
  const columns = proposed.columns.map(
    (c: { column_id: string; technical_name: string; source: string }) => ({
      column_id: c.column_id,
      source: c.technical_name === 'name' ? 'Nom' : c.source,
    }),
  );
  const confirmed = await call(t, acme.token, 'PUT', url, { columns });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await untilStep(t, acme.token, created.automation_id, ['transformed']);
  // Forget what the confirmation taught the matcher: only the replay can bring `Nom` back.
  await t.database.db.deleteFrom('learned_mappings').execute();
  const submission = await submitAndWait(t, acme.token, created);
  return { created, submission };
}

/** The submission a replay made, once its automation has ended. */
async function replayed(oldId: string, automationId: string) {
  // `transformed` is only a passing step here: the replay goes on to its submission by itself.
  const ended = await untilStep(t, acme.token, automationId, ['processed', 'failed']);
  expect(ended, JSON.stringify(ended)).toMatchObject({ step: 'processed' });
  const list = envelope(await call(t, acme.token, 'GET', '/submissions?per_page=100')).payload;
  const found = list.entries.filter((s: { replay_of: string | null }) => s.replay_of === oldId);
  expect(found).toHaveLength(1);
  return found[0];
}

describe('replaying a submission', () => {
  let replayedOnce: string;

  it('runs the old file and mapping against the relaxed constraint; the old submission is unchanged', async () => {
    const { created, submission: old } = await submitted(CSV);
    replayedOnce = old.submission_id;
    expect(old.rows_in_error).toBe(2);
    expect(old.replay_of).toBeNull();
    const mappingUrl = `/transformation/${created.transformation_id}/mapping`;
    const oldMapping = envelope(await call(t, acme.token, 'GET', mappingUrl)).payload;
    const name = oldMapping.columns.find((c: { technical_name: string }) => c.technical_name === 'name');
    expect(name.source).toBe('Nom');

    // Relax the constraint: prices up to 10 000.
    const columns = envelope(await call(t, acme.token, 'GET', '/template/contacts/columns')).payload;
    const price = columns.find((c: { technical_name: string }) => c.technical_name === 'price');
    const url = `/template/contacts/column/${price.column_id}/constraints`;
    const [constraint] = envelope(await call(t, acme.token, 'GET', url)).payload;
    expect((await call(t, acme.token, 'DELETE', `/constraint/${constraint.constraint_id}`)).statusCode).toBe(
      204,
    );
    const relaxed = await call(t, acme.token, 'POST', '/constraint', {
      column_id: price.column_id,
      function: 'is_between',
      arguments: [
        { name: 'low', value: '0' },
        { name: 'high', value: '10000' },
      ],
    });
    expect(relaxed.statusCode, relaxed.body).toBe(200);

    // The old submission as the replay finds it (its reports may be written after submitAndWait returns).
    const before = envelope(await call(t, acme.token, 'GET', `/submission/${old.submission_id}`)).payload;
    const res = await call(t, acme.token, 'POST', `/submission/${old.submission_id}/replay`);
    expect(res.statusCode, res.body).toBe(200);
    const automation = envelope(res).payload;
    expect(automation).toMatchObject({ type: 'replay', step: 'to_normalize' });

    const fresh = await replayed(old.submission_id, automation.automation_id);
    const audit = envelope(
      await call(t, acme.token, 'GET', `/audit-log?action=replay&resource_id=${old.submission_id}`),
    ).payload.entries;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      resource_type: 'submission',
      actor: { type: 'user' },
      before: null,
      after: { replay_of: old.submission_id },
    });
    expect(fresh.submission_id).not.toBe(old.submission_id);
    expect(fresh).toMatchObject({ replay_of: old.submission_id, rows_in_error: 0, rows_in_target: 3 });

    const transformations = await t.database.db
      .selectFrom('transformations')
      .select(['transformation_id', 'replay_of'])
      .where('replay_of', '=', old.submission_id)
      .execute();
    expect(transformations).toHaveLength(1);
    const transformation = envelope(
      await call(t, acme.token, 'GET', `/transformation/${transformations[0]!.transformation_id}`),
    ).payload;
    expect(transformation).toMatchObject({ type: 'replay', replay_of: old.submission_id });
    const mapping = envelope(
      await call(t, acme.token, 'GET', `/transformation/${transformation.transformation_id}/mapping`),
    ).payload;
    expect(mapping.columns.find((c: { technical_name: string }) => c.technical_name === 'name').source).toBe(
      'Nom',
    );

    const after = envelope(await call(t, acme.token, 'GET', `/submission/${old.submission_id}`)).payload;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ rows_in_error: 2, replay_of: null });
    // The target has the rows once in error, now accepted.
    const target = await call(t, acme.token, 'GET', `/submission/${fresh.submission_id}/download`);
    expect(target.body).toContain('7000');
  });

  it('spends the line credit as any submission does', async () => {
    await t.database.db
      .updateTable('organisations')
      .set({ line_credit: 1 })
      .where('subdomain', '=', 'acme')
      .execute();
    const res = await call(t, acme.token, 'POST', `/submission/${replayedOnce}/replay`);
    expect(res.statusCode, res.body).toBe(200);
    const ended = await untilStep(t, acme.token, envelope(res).payload.automation_id, [
      'processed',
      'failed',
    ]);
    expect(ended.step).toBe('processed');
    const list = envelope(await call(t, acme.token, 'GET', '/submissions?per_page=100')).payload;
    const cut = list.entries.find(
      (s: { replay_of: string | null; rows_in_target: number }) =>
        s.replay_of === replayedOnce && s.rows_in_target === 1,
    );
    expect(cut).toMatchObject({ rows_in_target: 1, rows_ignored_from_target: 2 });
    await t.database.db
      .updateTable('organisations')
      .set({ line_credit: 1_000_000 })
      .where('subdomain', '=', 'acme')
      .execute();
  });

  it('refuses a submission whose source file is no longer kept, another organisation’s and a sender', async () => {
    const { created, submission } = await submitted('email,Nom,price\nd@x.test,Di,3\n');
    const replay = (token: string, id = submission.submission_id) =>
      call(t, token, 'POST', `/submission/${id}/replay`);

    const foreign = await replay(other.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain(submission.submission_id);
    const unknown = await replay(acme.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const sender = await newCustomer(t, acme.token, {
      external_id: 'c-1',
      name: 'Sender',
      template_handles: ['contacts'],
    });
    expect((await replay(sender.token)).statusCode).toBe(403);

    const removed = await call(t, acme.token, 'DELETE', `/transformation/${created.transformation_id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const before = await t.database.db.selectFrom('transformations').select('transformation_id').execute();
    const gone = await replay(acme.token);
    expect(gone.statusCode, gone.body).toBe(409);
    expect(envelope(gone).payload.violations[0].message).toBe(
      'The source file of this submission is no longer kept. It cannot be replayed.',
    );
    const fr = await t.app.inject({
      method: 'POST',
      url: `/submission/${submission.submission_id}/replay`,
      headers: { authorization: `Bearer ${acme.token}`, 'accept-language': 'fr' },
    });
    expect(envelope(fr).payload.error.message).toContain('ne peut pas être rejoué');
    // Nothing was started.
    expect(await t.database.db.selectFrom('transformations').select('transformation_id').execute()).toEqual(
      before,
    );
  });
});
