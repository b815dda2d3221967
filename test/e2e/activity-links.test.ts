/**
 * A transformation names the submission made from it, and a submission its transformation and
 * uploaded file's name, in every answer that carries them (reads and lists), so that the
 * console's activity links one to the other; another organisation reads neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import {
  call,
  confirmMapping,
  createContactsTemplate,
  submitAndWait,
  untilStep,
  uploadFile,
} from '../support/flow.ts';

let t: TestApp;
let acme: TestOrganisation;
let other: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = await t.organisation('acme');
  other = await t.organisation('other');
  await createContactsTemplate(t, acme.token, 'contacts', { accept_errors: true });
});
afterAll(() => t.close());

describe('links between a transformation and its submission', () => {
  it('names each other, with the uploaded file, and stay hidden from another organisation', async () => {
    const created = await uploadFile(
      t,
      acme.token,
      'contacts',
      'email,name,price\na@x.test,Ann,5\n',
      'march.csv',
    );
    await untilStep(t, acme.token, created.automation_id, ['matched']);
    const before = envelope(await call(t, acme.token, 'GET', `/transformation/${created.transformation_id}`));
    expect(before.payload.submission_id).toBeNull();
    await confirmMapping(t, acme.token, created);
    await untilStep(t, acme.token, created.automation_id, ['transformed']);
    const submission = await submitAndWait(t, acme.token, created);
    expect(submission).toMatchObject({
      transformation_id: created.transformation_id,
      original_name: 'march.csv',
    });

    const read = envelope(await call(t, acme.token, 'GET', `/transformation/${created.transformation_id}`));
    expect(read.payload.submission_id).toBe(submission.submission_id);
    const transformations = envelope(await call(t, acme.token, 'GET', '/transformations')).payload;
    expect(transformations.entries[0]).toMatchObject({ submission_id: submission.submission_id });
    const submissions = envelope(await call(t, acme.token, 'GET', '/submissions')).payload;
    expect(submissions.entries[0]).toMatchObject({
      transformation_id: created.transformation_id,
      original_name: 'march.csv',
    });

    for (const url of [
      `/transformation/${created.transformation_id}`,
      `/submission/${submission.submission_id}`,
    ]) {
      const refused = await call(t, other.token, 'GET', url);
      expect([403, 404]).toContain(refused.statusCode);
      expect(refused.body).not.toContain('march.csv');
    }
    const theirs = envelope(await call(t, other.token, 'GET', '/submissions')).payload;
    expect(theirs.entries).toHaveLength(0);
  });
});
