/**
 * `POST /auth/email-code`: e-mails a login code to the customer of an organisation with that
 * e-mail (a sender in no-code mode). The answer is the same whether or not the e-mail is known,
 * and takes about as long: both ways hash a code and run the same queries but the one that stores
 * it, and the message is delivered after the answer, never inside it. Sends are throttled per
 * e-mail and client address like failed password logins, so nobody floods an inbox.
 */
import { randomUUID } from 'node:crypto';
import { loginCodeMessage } from '../../events/mail/login-code-message.ts';
import type { Mailer } from '../../events/mail/mailer.ts';
import { findCustomerByEmail } from '../../store/customers/customers.ts';
import { deleteExpiredEmailCodes, replaceEmailCode } from '../../store/identity/email-codes.ts';
import { findOrganisationBySubdomain } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import { hashPassword } from './credential-hashing.ts';
import { CODE_MINUTES, codeAccount, newCode, requireSubdomainAndEmail } from './email-code-rules.ts';
import { LoginThrottle } from './login-throttle.ts';

/** Expired codes are kept this long before they are forgotten (nothing accepts them meanwhile). */
const KEEP_EXPIRED_MS = 3600 * 1000;

export class EmailCodeService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly mailer: Mailer,
  ) {
    this.throttle = new LoginThrottle(ctx, 'exception.code_throttled');
  }

  /**
   * Sends a code when the organisation has a customer with this e-mail, in the customer's language
   * or else `requestLanguage`. `address` is the client's, for throttling.
   */
  async send(
    input: { subdomain?: unknown; email?: unknown },
    requestLanguage: string,
    address: string,
  ): Promise<{ sent: true }> {
    const { subdomain, email } = requireSubdomainAndEmail(input);
    const account = codeAccount('send', subdomain, email);
    await this.throttle.check(account, address);
    await this.throttle.failed(account, address);
    const now = this.ctx.now();
    await deleteExpiredEmailCodes(this.ctx.db, new Date(now.getTime() - KEEP_EXPIRED_MS));
    const organisation = await findOrganisationBySubdomain(this.ctx.db, subdomain);
    const customer =
      organisation && (await findCustomerByEmail(this.ctx.db, organisation.organisation_id, email));
    const code = newCode();
    const codeHash = await hashPassword(code);
    if (!organisation || !customer?.email) return { sent: true };
    await replaceEmailCode(this.ctx.db, {
      customer_id: customer.customer_id,
      code_id: randomUUID(),
      code_hash: codeHash,
      expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000),
    });
    const message = loginCodeMessage({
      to: customer.email,
      code,
      organisationName: organisation.name,
      minutes: CODE_MINUTES,
      language: customer.language ?? requestLanguage,
    });
    this.mailer.sendLater(message);
    return { sent: true };
  }
}
