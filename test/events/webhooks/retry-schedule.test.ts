/** FERRY_WEBHOOK_RETRY_SECONDS: the waits between the tries of a delivery, checked when read. */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../src/config.ts';

function refusal(value: string): string {
  try {
    readConfig({ FERRY_WEBHOOK_RETRY_SECONDS: value });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${value} was accepted`);
}

describe('FERRY_WEBHOOK_RETRY_SECONDS', () => {
  it('defaults to 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h', () => {
    expect(readConfig({}).deliveryRetrySeconds).toEqual([5, 300, 1800, 7200, 18_000, 36_000, 36_000]);
    expect(readConfig({ FERRY_WEBHOOK_RETRY_SECONDS: '  ' }).deliveryRetrySeconds).toHaveLength(7);
  });

  it('reads waits separated by commas, spaces allowed', () => {
    expect(readConfig({ FERRY_WEBHOOK_RETRY_SECONDS: '1, 60 ,3600' }).deliveryRetrySeconds).toEqual([
      1, 60, 3600,
    ]);
  });

  it('refuses a wait that is not a whole number of seconds from 1 to a day, naming it', () => {
    expect(refusal('5,,300')).toBe(
      'FERRY_WEBHOOK_RETRY_SECONDS: "" is not a whole number of seconds (give waits separated by commas, e.g. 5,300,1800).',
    );
    expect(refusal('5,1.5')).toMatch(/^FERRY_WEBHOOK_RETRY_SECONDS: "1\.5" is not a whole number/);
    expect(refusal('5m')).toMatch(/"5m" is not a whole number/);
    expect(refusal('0')).toBe('FERRY_WEBHOOK_RETRY_SECONDS: 0 is outside 1–86400.');
    expect(refusal('86401')).toBe('FERRY_WEBHOOK_RETRY_SECONDS: 86401 is outside 1–86400.');
  });
});
