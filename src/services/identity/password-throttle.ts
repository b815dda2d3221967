/**
 * Password logins are slowed twice: per account and address (login-throttle.ts) and per account
 * from addresses it never signed in from (account-throttle.ts). A refused attempt is answered 429
 * with the later of the two waits, so that retrying after Retry-After is never refused again by
 * the other one.
 */
import { fromCatalog, TooManyRequests } from '../../domain/errors.ts';
import type { ServiceContext } from '../context.ts';
import { AccountThrottle } from './account-throttle.ts';
import { LoginThrottle } from './login-throttle.ts';

export class PasswordThrottle {
  private readonly perAddress: LoginThrottle;
  private readonly perAccount: AccountThrottle;

  constructor(ctx: ServiceContext) {
    this.perAddress = new LoginThrottle(ctx);
    this.perAccount = new AccountThrottle(ctx);
  }

  /** Refuses with 429 while either delay holds for this account and address. */
  async check(username: string, address: string): Promise<void> {
    const here = await this.perAddress.remaining(username, address);
    const everywhere = await this.perAccount.remaining(username, address);
    if (everywhere > here)
      throw new TooManyRequests(
        everywhere,
        ...fromCatalog('exception.account_throttled', { seconds: everywhere }),
      );
    if (here) throw this.perAddress.refused(here);
  }

  async failed(username: string, address: string): Promise<void> {
    await this.perAddress.failed(username, address);
    await this.perAccount.failed(username);
  }

  /** A sign-in: clears this address's failures and exempts it from the per-account delay. */
  async succeeded(username: string, address: string): Promise<void> {
    await this.perAddress.succeeded(username, address);
    await this.perAccount.signedIn(username, address);
  }

  /** A new password: the account's failures were guesses of the old one. */
  async passwordChanged(username: string): Promise<void> {
    await this.perAccount.forget(username);
  }
}
