/**
 * Feed schedules in a time zone: ticks follow the zone's daylight-saving changes, a daily time
 * that happens twice on the autumn night runs once, and one that does not exist on the spring
 * night runs an hour later; expressions and zones are checked as a person writes them.
 */
import { describe, expect, it } from 'vitest';
import { render } from '../../../src/domain/messages/index.ts';
import { canonicalTimeZone, cronProblem, nextTick } from '../../../src/services/feeds/feed-schedule.ts';

function ticks(cron: string, zone: string, from: string, count: number): string[] {
  const out: string[] = [];
  let at = new Date(from);
  for (let i = 0; i < count; i++) {
    at = nextTick(cron, zone, at)!;
    out.push(at.toISOString());
  }
  return out;
}

describe('nextTick', () => {
  it('is strictly after the moment given, on whole minutes', () => {
    expect(ticks('* * * * *', 'UTC', '2026-05-01T10:00:00.000Z', 2)).toEqual([
      '2026-05-01T10:01:00.000Z',
      '2026-05-01T10:02:00.000Z',
    ]);
    expect(ticks('* * * * *', 'UTC', '2026-05-01T10:00:30.500Z', 1)).toEqual(['2026-05-01T10:01:00.000Z']);
  });

  it('reads the hour in the zone, summer and winter', () => {
    expect(ticks('0 9 * * *', 'Europe/Paris', '2026-01-10T12:00:00Z', 1)).toEqual([
      '2026-01-11T08:00:00.000Z',
    ]);
    expect(ticks('0 9 * * *', 'Europe/Paris', '2026-07-10T12:00:00Z', 1)).toEqual([
      '2026-07-11T07:00:00.000Z',
    ]);
  });

  it('runs a time the spring night skips an hour later, and a time the autumn night repeats once', () => {
    expect(ticks('30 2 * * *', 'Europe/Paris', '2026-03-28T12:00:00Z', 2)).toEqual([
      '2026-03-29T01:30:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
    expect(ticks('30 2 * * *', 'Europe/Paris', '2026-10-24T12:00:00Z', 2)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-26T01:30:00.000Z',
    ]);
  });

  it('knows weekdays and month names', () => {
    expect(ticks('0 6 * * MON-FRI', 'UTC', '2026-11-27T07:00:00Z', 2)).toEqual([
      '2026-11-30T06:00:00.000Z',
      '2026-12-01T06:00:00.000Z',
    ]);
    expect(ticks('0 0 1 JAN *', 'UTC', '2026-11-27T07:00:00Z', 1)).toEqual(['2027-01-01T00:00:00.000Z']);
  });
});

/** The problem `cronProblem` finds, in English. */
function problemOf(cron: string): string | null {
  const problem = cronProblem(cron);
  return problem && render(problem, 'en');
}

describe('cronProblem', () => {
  it('takes 5-field expressions', () => {
    for (const cron of [
      '* * * * *',
      '*/5 * * * *',
      '0 9 * * 1-5',
      '0 9 * * THU',
      '15 6 1,15 * *',
      ' 0  0 * * * ',
    ]) {
      expect(problemOf(cron), cron).toBeNull();
    }
  });

  it('refuses seconds, other field counts, H, and values out of range', () => {
    expect(problemOf('* * * * * *')).toContain('at most once a minute');
    expect(problemOf(`0 ${'1,'.repeat(500)}2 * * *`)).toBe('This value is too long: 200 characters at most.');
    for (const cron of ['', '* * * *', '@daily', 'every day']) expect(problemOf(cron)).toContain('5 fields');
    expect(problemOf('H 2 * * *')).toContain('H');
    expect(problemOf('0 24 * * *')).toContain('not a valid cron expression');
  });
});

describe('canonicalTimeZone', () => {
  it('gives IANA names their case and keeps aliases as written', () => {
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Calcutta');
  });

  it('refuses offsets, unknown zones and free text', () => {
    for (const zone of ['+01:00', 'Mars/Olympus', 'Paris time', '', 'Europe/../Paris']) {
      expect(canonicalTimeZone(zone), zone).toBeNull();
    }
  });
});
