/**
 * Slows down password guessing (issue: a bucket per request rate alone let an attacker rotate it).
 * Failures are counted per account AND client address, in PostgreSQL so every API instance agrees:
 * after 5 failures in a row, each further attempt from that address for that account is refused
 * (429, Retry-After) for 30 s, doubling with each further failure up to 15 minutes, whatever the
 * password, and a success starts over. Per pair rather than per account alone, so that neither an
 * attacker elsewhere nor a colleague behind the same proxy can lock the owner out: the owner can
 * always log in from another address, or here once the delay is over. Guessing one account from
 * many addresses is slowed by the per-account delay of account-throttle.ts, on top of this one.
 */
import { createHash } from 'node:crypto';
import { fromCatalog, TooManyRequests } from '../../domain/errors.ts';
import {
  addLoginFailure,
  blockLogins,
  clearLoginFailures,
  deleteStaleLoginFailures,
  findLoginFailures,
} from '../../store/identity/login-failures.ts';
import type { ServiceContext } from '../context.ts';

/** Failures allowed in a row before attempts are delayed. */
export const FREE_FAILURES = 5;
/** The first delay, doubled by each failure after it. */
export const FIRST_DELAY_SECONDS = 30;
/** The longest delay: the owner waits at most this long. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A run of failures this old is forgotten. */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

/** The delay after `failures` failures in a row, in seconds (0 while under the `free` ones). */
export function delayAfter(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - free));
}

/** The same account whatever the case or surrounding spaces of the username. */
export function accountHash(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

/** The 429 of failed logins; other throttles say theirs (a catalog code whose message names `seconds`). */
const FAILED_LOGINS = 'exception.login_throttled';

/** Whole seconds from `now` to `until`, rounded up; 0 when it has passed or there is none. */
export function secondsUntil(until: Date | null, now: Date): number {
  if (!until || until.getTime() <= now.getTime()) return 0;
  return Math.ceil((until.getTime() - now.getTime()) / 1000);
}

export class LoginThrottle {
  constructor(
    private readonly ctx: ServiceContext,
    /** The catalog code of the 429's message, which names the wait in `seconds`. */
    private readonly refusal: string = FAILED_LOGINS,
  ) {}

  /** Refuses with 429 while the account is delayed for this address. */
  async check(username: string, address: string): Promise<void> {
    const seconds = await this.remaining(username, address);
    if (seconds) throw this.refused(seconds);
  }

  /** Seconds until the account may be tried again from this address; 0 when it may now. */
  async remaining(username: string, address: string): Promise<number> {
    const row = await findLoginFailures(this.ctx.db, accountHash(username), address);
    return secondsUntil(row?.blocked_until ?? null, this.ctx.now());
  }

  /** The 429 of a wait of `seconds`. */
  refused(seconds: number): TooManyRequests {
    return new TooManyRequests(seconds, ...fromCatalog(this.refusal, { seconds }));
  }

  /** Counts one failure (or, throttling sends, one send) and delays the next ones past the free ones. */
  async failed(username: string, address: string): Promise<void> {
    const now = this.ctx.now();
    const hash = accountHash(username);
    const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
    // Cheap through the index on last_failure_at, and bounds the table by a day of failures.
    await deleteStaleLoginFailures(this.ctx.db, forgetBefore);
    const failures = await addLoginFailure(this.ctx.db, hash, address, now, forgetBefore);
    const delay = delayAfter(failures);
    if (delay) await blockLogins(this.ctx.db, hash, address, new Date(now.getTime() + delay * 1000));
  }

  async succeeded(username: string, address: string): Promise<void> {
    await clearLoginFailures(this.ctx.db, accountHash(username), address);
  }
}
