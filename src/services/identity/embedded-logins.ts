/**
 * `POST /auth/embed`: the receiver's backend signs a login for one of its users (`external_id`),
 * the page embedding the importer sends it, and gets customer tokens back (DESIGN §3, §9).
 *
 * A signature is accepted for 5 minutes after its timestamp (and up to 1 minute before, for
 * clocks a little ahead), once: used signatures are kept in PostgreSQL until they are too old
 * anyway, so every API instance refuses a replay. The customer with that external_id is created
 * when the organisation has none yet: the signature is the receiver's word that this user is
 * theirs. An optional `nonce`, signed as a fifth line, lets one user's logins signed in the same
 * second differ. With a `template_handle`, the login reaches that template and nothing else; the
 * signature never opens a template the customer could not use otherwise.
 *
 * Refusals are 401. A signature that does not match (wrong, made with a rotated secret, for
 * another template or another organisation, or for an unknown subdomain) gets one message; only
 * after it matched, which only the secret's holder can achieve, does the answer say what else
 * is wrong (too old, ahead, reused, the template).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { fromCatalog, Unauthorized } from '../../domain/errors.ts';
import { requireWithinLimit } from '../../domain/product.ts';
import {
  type CustomerRow,
  countPartnerCustomers,
  findCustomerByExternalId,
  insertCustomer,
} from '../../store/customers/customers.ts';
import type { Db } from '../../store/db.ts';
import { isDuplicateKey } from '../../store/duplicate-key.ts';
import { deleteExpiredSignatures, recordSignatureUse } from '../../store/identity/embed-signatures.ts';
import { findOrganisationBySubdomain, planOfOrganisation } from '../../store/organisations/organisations.ts';
import { findTemplateByHandle } from '../../store/templates/templates.ts';
import type { ServiceContext } from '../context.ts';
import { listedHandles, refusalOf } from '../templates/customer-templates.ts';
import { type EmbedLoginInput, readEmbedLogin } from './embed-login-fields.ts';
import { signatureKey, signatureMatches } from './embed-signature.ts';
import { issuePair, type TokenPair } from './token-pairs.ts';

/** How long after its timestamp a signature is accepted. */
export const EMBED_VALID_SECONDS = 5 * 60;
/** How far ahead of this server's clock a timestamp may be. */
export const EMBED_AHEAD_SECONDS = 60;
/** Used signatures are kept this long after they stopped being accepted, for instances whose clocks differ. */
const FORGET_MARGIN_MS = 10 * 60 * 1000;
/** Signed with when the subdomain is unknown, so that the refusal takes as long as a wrong signature. */
const NO_SECRET = '0'.repeat(64);

const refused = (code: string, params: Record<string, string | number> = {}) =>
  new Unauthorized(...fromCatalog(code, params));

export class EmbeddedLoginService {
  constructor(private readonly ctx: ServiceContext) {}

  async login(input: EmbedLoginInput): Promise<TokenPair> {
    const login = readEmbedLogin(input);
    const organisation = await findOrganisationBySubdomain(this.ctx.db, login.subdomain);
    const matches = signatureMatches(organisation?.embed_secret ?? NO_SECRET, login, login.signature);
    if (!organisation || !matches) {
      throw refused('exception.embed_signature');
    }
    const now = this.ctx.now();
    const age = Math.floor(now.getTime() / 1000) - Number(login.timestamp);
    if (age > EMBED_VALID_SECONDS) {
      throw refused('exception.embed_expired');
    }
    if (-age > EMBED_AHEAD_SECONDS) {
      throw refused('exception.embed_ahead');
    }
    const organisationId = organisation.organisation_id;
    const template = login.template_handle
      ? await findTemplateByHandle(this.ctx.db, organisationId, login.template_handle)
      : null;
    if (login.template_handle && !template) {
      throw refused('exception.embed_template', { reason: 'unknown', handle: login.template_handle });
    }
    const expiresAt = new Date((Number(login.timestamp) + EMBED_VALID_SECONDS) * 1000);
    await deleteExpiredSignatures(this.ctx.db, new Date(now.getTime() - FORGET_MARGIN_MS));
    // One transaction: a refusal below leaves the signature unused and no customer created.
    return this.ctx.db.transaction().execute(async (trx) => {
      const first = await recordSignatureUse(trx, {
        signature_hash: signatureKey(login.signature),
        organisation_id: organisationId,
        expires_at: expiresAt,
      });
      if (!first) {
        throw refused('exception.embed_reused');
      }
      const customer = await this.customerOf(trx, organisationId, login.external_id);
      if (template) {
        const listed = await listedHandles(trx, customer.customer_id);
        if (refusalOf(template, listed) === 'closed') {
          throw refused('exception.embed_template', { reason: 'closed', handle: template.handle });
        }
      }
      const owner = { customerId: customer.customer_id, templateId: template?.template_id ?? null };
      return issuePair(trx, organisationId, owner, randomUUID(), now);
    });
  }

  /** The customer with this external ID, created (within the plan's CUSTOMERS) when missing. */
  private async customerOf(trx: Db, organisationId: string, externalId: string): Promise<CustomerRow> {
    const known = await findCustomerByExternalId(trx, organisationId, externalId);
    // The trial customer opens private templates: only the console's Try it logs it in.
    if (known?.trial) {
      throw refused('exception.embed_trial', { external_id: externalId });
    }
    if (known) return known;
    const plan = await planOfOrganisation(trx, organisationId);
    requireWithinLimit(plan, 'CUSTOMERS', (await countPartnerCustomers(trx, organisationId)) + 1);
    // A savepoint, so that losing a race to another login for the same new customer keeps the transaction.
    await sql`SAVEPOINT new_customer`.execute(trx);
    try {
      return await insertCustomer(trx, organisationId, {
        external_id: externalId,
        name: null,
        email: null,
        language: null,
        user_metadata: [],
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await sql`ROLLBACK TO SAVEPOINT new_customer`.execute(trx);
      const created = await findCustomerByExternalId(trx, organisationId, externalId);
      if (!created) throw error;
      return created;
    }
  }
}
