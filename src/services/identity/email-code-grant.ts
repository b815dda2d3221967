/**
 * `POST /auth/token` with `grant_type=email_code`: the code a sender received logs it in as that
 * customer. Each try is spent before the code is compared, in one statement, so concurrent
 * guesses cannot get more than 5; a used, replaced, expired or spent code is refused like a wrong
 * one, with one message, so the answer tells nothing about the e-mail. Wrong codes are throttled
 * per e-mail and client address like failed password logins.
 */
import { randomUUID } from 'node:crypto';
import { fromCatalog, Unauthorized, Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { findCustomerByEmail } from '../../store/customers/customers.ts';
import { deleteEmailCode, reserveTry } from '../../store/identity/email-codes.ts';
import { findOrganisationBySubdomain } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './credential-hashing.ts';
import { CODE_MINUTES, CODE_TRIES, codeAccount, requireSubdomainAndEmail } from './email-code-rules.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { issuePair, type TokenPair } from './token-pairs.ts';

/** The fields of an email_code grant, as sent. */
export interface EmailCodeGrant {
  subdomain?: unknown;
  email?: unknown;
  code?: unknown;
}

const REFUSED = () =>
  new Unauthorized(...fromCatalog('exception.bad_code', { minutes: CODE_MINUTES, tries: CODE_TRIES }));

/** The code without the spaces a person may type in it; 409 unless six digits are left. */
function readCode(code: unknown): string {
  const digits = typeof code === 'string' ? code.replace(/\s+/g, '') : '';
  if (!/^\d{6}$/.test(digits)) {
    throw Violation.of('code', code, phrase('violation.field.email_code'));
  }
  return digits;
}

export async function emailCodeGrant(
  ctx: ServiceContext,
  throttle: LoginThrottle,
  grant: EmailCodeGrant,
  address: string,
): Promise<TokenPair> {
  const { subdomain, email } = requireSubdomainAndEmail(grant);
  const code = readCode(grant.code);
  const account = codeAccount('login', subdomain, email);
  await throttle.check(account, address);
  const now = ctx.now();
  const organisation = await findOrganisationBySubdomain(ctx.db, subdomain);
  const customer = organisation && (await findCustomerByEmail(ctx.db, organisation.organisation_id, email));
  const reserved = customer ? await reserveTry(ctx.db, customer.customer_id, now, CODE_TRIES) : undefined;
  // Verified against a dummy when there is nothing to verify, so timing does not tell.
  const matches = await verifyPassword(code, reserved?.code_hash ?? DUMMY_PASSWORD_HASH);
  if (!organisation || !customer || !reserved || !matches) {
    if (customer && reserved && reserved.tries >= CODE_TRIES)
      await deleteEmailCode(ctx.db, customer.customer_id, reserved.code_id);
    await throttle.failed(account, address);
    throw REFUSED();
  }
  // Used once: a concurrent login with the same code, or a newer code sent meanwhile, wins.
  if (!(await deleteEmailCode(ctx.db, customer.customer_id, reserved.code_id))) throw REFUSED();
  await throttle.succeeded(account, address);
  await throttle.succeeded(codeAccount('send', subdomain, email), address);
  return issuePair(
    ctx.db,
    organisation.organisation_id,
    { customerId: customer.customer_id, templateId: null },
    randomUUID(),
    now,
  );
}
