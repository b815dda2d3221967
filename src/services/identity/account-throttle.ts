/**
 * The per-account half of password throttling: guessing one account from many addresses, each
 * under its own per-address limit (login-throttle.ts), is slowed for the account as a whole.
 *
 * Failures are counted per account across every address (a login_failures row whose address is
 * `*`). After 10 in a row, the account is delayed 30 s, doubling with each further failure up to
 * 15 minutes; a run of failures is forgotten after a day without one. A sign-in does not reset the
 * count: the owner signing in would otherwise hand the attacker ten free guesses each time.
 *
 * So that the attacker cannot lock the owner out for more than one delay, addresses the account
 * signed in from with its password in the last 90 days are exempt from this delay (they keep the
 * per-address one). From a new address the owner waits at most the delay, 15 minutes, and the
 * operator can always reset the password (`ferry user reset-password`), which forgets the count:
 * it was made of guesses of the password that is gone.
 */
import {
  deleteOldSignIns,
  recordAccountSignIn,
  signedInFrom,
} from '../../store/identity/account-sign-ins.ts';
import {
  addLoginFailure,
  blockLogins,
  clearLoginFailures,
  findLoginFailures,
} from '../../store/identity/login-failures.ts';
import type { ServiceContext } from '../context.ts';
import { accountHash, delayAfter, secondsUntil } from './login-throttle.ts';

/** Failures in a row, from any address, before the account is delayed. */
export const ACCOUNT_FREE_FAILURES = 10;
/** The address column of the row counting an account's failures from every address. */
const EVERY_ADDRESS = '*';
/** A run of failures this old is forgotten, as per address. */
const FORGET_AFTER_MS = 24 * 3600 * 1000;
/** An address not signed in from for this long is no longer exempt. */
const REMEMBER_ADDRESS_MS = 90 * 24 * 3600 * 1000;

export class AccountThrottle {
  constructor(private readonly ctx: ServiceContext) {}

  /** Seconds until the account may be tried again from this address; 0 when it may now. */
  async remaining(username: string, address: string): Promise<number> {
    const hash = accountHash(username);
    const row = await findLoginFailures(this.ctx.db, hash, EVERY_ADDRESS);
    const now = this.ctx.now();
    const seconds = secondsUntil(row?.blocked_until ?? null, now);
    if (!seconds) return 0;
    const since = new Date(now.getTime() - REMEMBER_ADDRESS_MS);
    return (await signedInFrom(this.ctx.db, hash, address, since)) ? 0 : seconds;
  }

  /** Counts one failure of the account, whatever the address, and delays past the free ones. */
  async failed(username: string): Promise<void> {
    const now = this.ctx.now();
    const hash = accountHash(username);
    const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
    const failures = await addLoginFailure(this.ctx.db, hash, EVERY_ADDRESS, now, forgetBefore);
    const delay = delayAfter(failures, ACCOUNT_FREE_FAILURES);
    if (delay) await blockLogins(this.ctx.db, hash, EVERY_ADDRESS, new Date(now.getTime() + delay * 1000));
  }

  /** Remembers that the account signed in from this address. */
  async signedIn(username: string, address: string): Promise<void> {
    const now = this.ctx.now();
    await deleteOldSignIns(this.ctx.db, new Date(now.getTime() - REMEMBER_ADDRESS_MS));
    await recordAccountSignIn(this.ctx.db, accountHash(username), address, now);
  }

  /** Forgets the account's failures: they were guesses of a password that was just replaced. */
  async forget(username: string): Promise<void> {
    await clearLoginFailures(this.ctx.db, accountHash(username), EVERY_ADDRESS);
  }
}
