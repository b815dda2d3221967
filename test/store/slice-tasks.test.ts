/**
 * A slice task is claimed once: queued, or running under a worker whose heartbeat went stale (it
 * died), never while its worker beats nor once done; only the worker holding it settles it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/domain/messages/index.ts';
import { restoredSaidError, type SaidErrorData, SourceError, saidErrorData } from '../../src/engine/index.ts';
import {
  beatSliceTask,
  claimSliceTask,
  endSliceTasks,
  insertSliceTask,
  readSliceTask,
  settleSliceTask,
} from '../../src/store/transformations/slice-tasks.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createContactsTemplate, uploadFile } from '../support/flow.ts';

let t: TestApp;
let transformationId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.organisation('acme');
  await createContactsTemplate(t, token, 'contacts');
  transformationId = (await uploadFile(t, token, 'contacts', 'E-mail,Name,Price\na@example.com,A,1\n'))
    .transformation_id;
});
afterAll(async () => {
  await t?.close();
});

const task = () =>
  insertSliceTask(t.services.ctx.db, {
    transformation_id: transformationId,
    slice: 1,
    pass: 'observe',
    source_key: 'source',
    files_prefix: 'slices/1-observe',
    input: Buffer.from([1, 2, 3]),
  });

describe('slice tasks', () => {
  it('are taken over from a worker whose heartbeat went stale, and settled by their holder alone', async () => {
    const db = t.services.ctx.db;
    const id = await task();
    const at = new Date('2026-12-07T10:00:00Z');
    const later = (s: number) => new Date(at.getTime() + s * 1000);

    const first = await claimSliceTask(db, id, 'host/1:100', at, later(-10));
    expect(first).toMatchObject({ task_id: id, attempts: 1, slice: 1, pass: 'observe' });
    expect(first!.input).toEqual(Buffer.from([1, 2, 3]));
    // Beating: nobody else takes it.
    expect(await beatSliceTask(db, id, 'host/1:100', later(2), 500)).toBe(true);
    expect(await claimSliceTask(db, id, 'host/1:200', later(3), later(-7))).toBeNull();
    // Its beat older than the stale bound: another worker takes it over, and the first loses it.
    const taken = await claimSliceTask(db, id, 'host/1:200', later(20), later(10));
    expect(taken).toMatchObject({ attempts: 2 });
    expect(await beatSliceTask(db, id, 'host/1:100', later(21), 900)).toBe(false);
    expect(await settleSliceTask(db, id, 'host/1:100', { output: Buffer.from('old') })).toBe(false);
    expect(await settleSliceTask(db, id, 'host/1:200', { output: Buffer.from('new') })).toBe(true);
    const done = await readSliceTask(db, id, true);
    expect(done).toMatchObject({ state: 'done', worker: 'host/1:200', rows_done: 500 });
    expect(done!.output!.toString()).toBe('new');
    // Done: never taken again, however old its beat.
    expect(await claimSliceTask(db, id, 'host/1:300', later(100), later(90))).toBeNull();
  });

  it('keep the code and values of a problem with the file, for the run to say it in its language', async () => {
    const db = t.services.ctx.db;
    const id = await task();
    await claimSliceTask(db, id, 'host/1:100', new Date(), new Date(0));
    const error = SourceError.of('header_row', { row: 40, where: 'past_end' });
    const said = saidErrorData(error);
    expect(await settleSliceTask(db, id, 'host/1:100', { error: said.message, inFile: true, said })).toBe(
      true,
    );
    const failed = await readSliceTask(db, id, false);
    expect(failed).toMatchObject({ state: 'failed', error_in_file: true, error: error.message });
    const restored = restoredSaidError(failed!.error_said as SaidErrorData);
    expect(restored).toBeInstanceOf(SourceError);
    expect(errorMessage({ code: restored!.code, params: restored!.params }, 'fr')).toBe(
      'La ligne 40, choisie comme en-tête, est après la fin du fichier.',
    );
  });

  it('are not taken once their run ended', async () => {
    const db = t.services.ctx.db;
    const id = await task();
    await endSliceTasks(db, transformationId);
    expect(await claimSliceTask(db, id, 'host/1:100', new Date(), new Date(0))).toBeNull();
    expect(await readSliceTask(db, id, true)).toMatchObject({ state: 'failed', output: null });
  });
});
