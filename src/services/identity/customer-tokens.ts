/**
 * Access tokens for customers (senders), minted by the receiver's owners and admins (a server
 * holding an API key, typically) and handed to the sender's browser. A customer token is an
 * access token without refresh: the receiver mints another when it expires.
 */
import { randomUUID } from 'node:crypto';
import { Forbidden, fromCatalog, Unauthorized } from '../../domain/errors.ts';
import { findCustomerById } from '../../store/customers/customers.ts';
import { insertToken } from '../../store/identity/tokens.ts';
import type { ServiceContext } from '../context.ts';
import type { CustomerService } from '../customers.ts';
import { isAdmin, type Principal } from '../principal.ts';
import { hashSecret, newSecret } from './credential-hashing.ts';

export const CUSTOMER_TOKEN_SECONDS = 3600;

/** The response of `POST /customer/{customerId}/token`. */
export interface CustomerToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  customer_id: string;
}

/**
 * The principal of a customer's access token; 401 once the customer is gone. `templateId` is the
 * template the login is bound to, if any (an embedded login signed for one).
 */
export async function customerPrincipal(
  ctx: ServiceContext,
  customerId: string,
  templateId: string | null = null,
): Promise<Principal> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer)
    throw new Unauthorized(...fromCatalog('exception.bad_token', { credential: 'access_token' }));
  return {
    kind: 'customer',
    organisationId: customer.organisation_id,
    customerId: customer.customer_id,
    templateId,
    trial: customer.trial,
    language: customer.language ?? 'en',
    customerLanguage: customer.language,
  };
}

/**
 * Stores a new access token of a customer (no refresh), bound to one template when `templateId`
 * is given, and returns its secret: the only time it is seen.
 */
export async function mintCustomerAccess(
  ctx: ServiceContext,
  login: { organisationId: string; customerId: string; templateId?: string; lifetimeSeconds: number },
): Promise<string> {
  const secret = newSecret('fat');
  await insertToken(ctx.db, {
    token_hash: hashSecret(secret),
    kind: 'access',
    family_id: randomUUID(),
    organisation_id: login.organisationId,
    user_id: null,
    customer_id: login.customerId,
    ...(login.templateId ? { template_id: login.templateId } : {}),
    expires_at: new Date(ctx.now().getTime() + login.lifetimeSeconds * 1000),
  });
  return secret;
}

export class CustomerTokenService {
  constructor(
    private readonly ctx: ServiceContext,
    /** Resolves the customer a token is minted for, with the caller's access rules. */
    private readonly customers: CustomerService,
  ) {}

  /** Mints an access token for a customer addressed by UUID, external ID or e-mail. */
  async mint(
    principal: Principal,
    reference: string,
    lifetimeSeconds = CUSTOMER_TOKEN_SECONDS,
  ): Promise<CustomerToken> {
    if (!isAdmin(principal)) throw new Forbidden(...fromCatalog('exception.customer_tokens.admin_only'));
    const customer = await this.customers.get(principal, reference);
    const secret = await mintCustomerAccess(this.ctx, {
      organisationId: principal.organisationId,
      customerId: customer.customer_id,
      lifetimeSeconds,
    });
    return {
      access_token: secret,
      token_type: 'Bearer',
      expires_in: lifetimeSeconds,
      customer_id: customer.customer_id,
    };
  }
}
