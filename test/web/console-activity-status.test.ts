/**
 * The activity list's status of a transformation without a browser: a run that goes on by itself
 * (a feed's with `auto_submit`, a replay) is running while it passes the steps a person would wait
 * at, and waits for review only when it stopped there and said why.
 */
import { describe, expect, it } from 'vitest';
import { transformationStatus } from '../../web/console/src/screens/activity/run-status.ts';

const run = (
  step: string,
  more: { auto_submit?: boolean; details?: string | null; errors?: number } = {},
) => ({
  step,
  auto_submit: more.auto_submit ?? false,
  details: more.details ?? null,
  counters: more.errors === undefined ? null : ({ rows_in_error: more.errors } as never),
});

describe('the status of a transformation in the activity list', () => {
  it('waits for review at the mapping or the data when a person drives it', () => {
    expect(transformationStatus(run('matched'))).toBe('review');
    expect(transformationStatus(run('transformed'))).toBe('review');
    expect(transformationStatus(run('to_select'))).toBe('review');
    expect(transformationStatus(run('transforming'))).toBe('running');
  });

  it('is running while a run that goes on by itself passes matched and transformed', () => {
    expect(transformationStatus(run('matched', { auto_submit: true }))).toBe('running');
    expect(transformationStatus(run('transformed', { auto_submit: true }))).toBe('running');
  });

  it('waits for review once a run that goes on by itself stopped and said why', () => {
    const stopped = run('transformed', { auto_submit: true, details: '2 rows are in error.' });
    expect(transformationStatus(stopped)).toBe('review');
  });

  it('ends processed, with errors or failed whoever drove it', () => {
    expect(transformationStatus(run('processed', { auto_submit: true, errors: 0 }))).toBe('processed');
    expect(transformationStatus(run('processed', { errors: 3 }))).toBe('with_errors');
    expect(transformationStatus(run('failed', { auto_submit: true, details: 'x' }))).toBe('failed');
  });
});
