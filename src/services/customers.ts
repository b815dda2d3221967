/**
 * Customers (senders) of an organisation. A customer is addressed by its UUID, its external ID or
 * its e-mail; the last two are looked up in the caller's organisation only, so another
 * organisation's customer is "not found" unless addressed by its UUID (403).
 */
import type { Transaction } from 'kysely';
import { Forbidden, NotFound, Violation, type ViolationItem, violationOf } from '../domain/errors.ts';
import { type Phrase, phrase } from '../domain/messages/index.ts';
import { requireWithinLimit } from '../domain/product.ts';
import { maxLength, notBlank, problemAt, validEmail } from '../domain/validation.ts';
import {
  type CustomerFields,
  type CustomerRow,
  countCustomers,
  countPartnerCustomers,
  deleteCustomer,
  findCustomerByEmail,
  findCustomerByExternalId,
  findCustomerById,
  findTemplatesByHandles,
  insertCustomer,
  listCustomers,
  setCustomerTemplates,
  templatesOfCustomers,
  updateCustomer,
} from '../store/customers/customers.ts';
import type { Db } from '../store/db.ts';
import { isDuplicateKey } from '../store/duplicate-key.ts';
import { planOfOrganisation } from '../store/organisations/organisations.ts';
import type { Database, NameValue } from '../store/schema/index.ts';
import { recordChange } from './audit/audit-recorder.ts';
import type { ServiceContext } from './context.ts';
import { type Page, type PageRequest, pageOf } from './pagination.ts';
import type { Principal } from './principal.ts';

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const TAKEN = {
  external_id: phrase('violation.field.customer_external_id_taken'),
  email: phrase('violation.field.customer_email_taken'),
};
const TRIAL_EMAIL = phrase('violation.field.trial_customer_email');
const UNIQUE_INDEXES: Record<string, 'external_id' | 'email'> = {
  customers_external_id_key: 'external_id',
  customers_email_key: 'email',
};

export interface CustomerView {
  customer_id: string;
  /** Templates the customer may use, with each template's own user_metadata. */
  templates: { template_handle: string; user_metadata: NameValue[] }[];
  external_id: string | null;
  name: string | null;
  email: string | null;
  language: string | null;
  user_metadata: NameValue[];
  /** The organisation's own customer for trying its templates ("Try it"), not a partner. */
  trial: boolean;
}

/** The request fields; on update, a property left out keeps its stored value. */
export interface CustomerWrite {
  template_handles?: string[] | null;
  external_id?: string | null;
  name?: string | null;
  email?: string | null;
  language?: string | null;
  user_metadata?: { name: string; value?: string | null }[] | null;
}

/** A blank text is no value: stored as null. */
function text(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

function fieldsOf(body: CustomerWrite, stored?: CustomerFields): CustomerFields {
  const pick = <K extends keyof CustomerFields>(key: K, value: CustomerFields[K]) =>
    body[key] === undefined && stored ? stored[key] : value;
  return {
    external_id: pick('external_id', text(body.external_id)),
    name: pick('name', text(body.name)),
    email: pick('email', text(body.email)?.trim() ?? null),
    language: pick('language', body.language ?? null),
    user_metadata: pick(
      'user_metadata',
      (body.user_metadata ?? []).map((item) => ({ name: item.name, value: item.value ?? null })),
    ),
  };
}

function fieldViolations(fields: CustomerFields): ViolationItem[] {
  const found: ViolationItem[] = [];
  const add = (property_path: string, invalid_value: unknown, problem: Phrase | string | null) => {
    if (problem) found.push(problemAt(property_path, invalid_value, problem));
  };
  if (fields.external_id !== null) add('external_id', fields.external_id, maxLength(fields.external_id, 255));
  if (fields.name !== null) add('name', fields.name, maxLength(fields.name, 255));
  if (fields.email !== null) add('email', fields.email, validEmail(fields.email));
  const seen = new Set<string>();
  for (const [i, item] of fields.user_metadata.entries()) {
    const duplicate = seen.has(item.name)
      ? phrase('violation.field.name_used_twice', { name: item.name })
      : null;
    add(`user_metadata[${i}].name`, item.name, notBlank(item.name) ?? duplicate);
    seen.add(item.name);
  }
  return found;
}

export class CustomerService {
  constructor(private readonly ctx: ServiceContext) {}

  async create(principal: Principal, body: CustomerWrite): Promise<CustomerView> {
    const fields = fieldsOf(body);
    const { violations, templateIds } = await this.check(
      principal.organisationId,
      fields,
      body.template_handles ?? null,
      null,
    );
    if (violations.length) throw new Violation(violations);
    const plan = await planOfOrganisation(this.ctx.db, principal.organisationId);
    const partners = await countPartnerCustomers(this.ctx.db, principal.organisationId);
    requireWithinLimit(plan, 'CUSTOMERS', partners + 1);
    const row = await this.write(fields, async (trx) => {
      const inserted = await insertCustomer(trx, principal.organisationId, fields);
      await setCustomerTemplates(trx, inserted.customer_id, templateIds!);
      await recordChange(this.ctx, trx, principal, {
        action: 'create',
        resource_type: 'customer',
        resource_id: inserted.customer_id,
        after: (await this.views([inserted], trx))[0],
      });
      return inserted;
    });
    return (await this.views([row]))[0]!;
  }

  async get(principal: Principal, reference: string): Promise<CustomerView> {
    return (await this.views([await this.resolve(principal, reference)]))[0]!;
  }

  /** Partial update: properties sent replace the stored ones; `template_handles` replaces the whole set. */
  async update(principal: Principal, reference: string, body: CustomerWrite): Promise<CustomerView> {
    const stored = await this.resolve(principal, reference);
    const fields = fieldsOf(body, stored);
    const { violations, templateIds } = await this.check(
      principal.organisationId,
      fields,
      body.template_handles,
      stored.customer_id,
    );
    // An e-mail would let the trial customer be invited and sign in by code, as partners do.
    if (stored.trial && fields.email !== null)
      violations.push(violationOf('email', fields.email, TRIAL_EMAIL));
    if (violations.length) throw new Violation(violations);
    const row = await this.write(fields, async (trx) => {
      const updated = await updateCustomer(trx, stored.customer_id, fields);
      const before = (await this.views([stored], trx))[0];
      if (templateIds) await setCustomerTemplates(trx, stored.customer_id, templateIds);
      await recordChange(this.ctx, trx, principal, {
        action: 'update',
        resource_type: 'customer',
        resource_id: stored.customer_id,
        before,
        after: (await this.views([updated], trx))[0],
      });
      return updated;
    });
    return (await this.views([row]))[0]!;
  }

  async delete(principal: Principal, reference: string): Promise<void> {
    const stored = await this.resolve(principal, reference);
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = (await this.views([stored], trx))[0];
      await deleteCustomer(trx, stored.customer_id);
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'customer',
        resource_id: stored.customer_id,
        before,
      });
    });
  }

  /** Customers in creation order; `criteria` searches name, e-mail and external ID. */
  async list(principal: Principal, page: PageRequest, criteria?: string | null): Promise<Page<CustomerView>> {
    const search = criteria?.trim() || null;
    const total = await countCustomers(this.ctx.db, principal.organisationId, search);
    const rows = await listCustomers(
      this.ctx.db,
      principal.organisationId,
      search,
      (page.page - 1) * page.per_page,
      page.per_page,
    );
    return pageOf(await this.views(rows), total, page);
  }

  /**
   * The caller's customer by UUID, then by external ID, then by e-mail. Only when none matches in
   * the caller's organisation does another organisation's UUID answer 403.
   */
  private async resolve(principal: Principal, reference: string): Promise<CustomerRow> {
    const organisationId = principal.organisationId;
    const byId = UUID.test(reference) ? await findCustomerById(this.ctx.db, reference) : undefined;
    if (byId?.organisation_id === organisationId) return byId;
    const found =
      (await findCustomerByExternalId(this.ctx.db, organisationId, reference)) ??
      (await findCustomerByEmail(this.ctx.db, organisationId, reference));
    if (found) return found;
    if (byId) throw new Forbidden();
    throw new NotFound('Customer');
  }

  /**
   * Every violation of a write: fields, template handles (undefined: not sent, keep the stored set)
   * and uniqueness of external ID and e-mail among the organisation's other customers.
   */
  private async check(
    organisationId: string,
    fields: CustomerFields,
    handles: string[] | null | undefined,
    selfId: string | null,
  ): Promise<{ violations: ViolationItem[]; templateIds: string[] | undefined }> {
    const violations = fieldViolations(fields);
    const templates = handles === undefined ? undefined : await this.templates(organisationId, handles);
    if (templates) violations.push(...templates.violations);
    for (const property of ['external_id', 'email'] as const) {
      const value = fields[property];
      if (value === null || violations.some((v) => v.property_path === property)) continue;
      const find = property === 'email' ? findCustomerByEmail : findCustomerByExternalId;
      const holder = await find(this.ctx.db, organisationId, value);
      if (holder && holder.customer_id !== selfId)
        violations.push(violationOf(property, value, TAKEN[property]));
    }
    return { violations, templateIds: templates?.ids };
  }

  /** Resolves handles in the organisation; a missing or unknown one is a violation at its index. */
  private async templates(organisationId: string, handles: string[] | null) {
    if (!handles || handles.length === 0) {
      return {
        ids: [],
        violations: [violationOf('template_handles', handles, phrase('violation.field.blank'))],
      };
    }
    const known = await findTemplatesByHandles(this.ctx.db, organisationId, handles);
    const violations: ViolationItem[] = [];
    for (const [i, handle] of handles.entries()) {
      const message =
        notBlank(handle) ??
        (known.has(handle) ? null : phrase('violation.field.unknown_template', { handle }));
      if (message) violations.push(problemAt(`template_handles[${i}]`, handle, message));
    }
    return { ids: [...new Set(handles.flatMap((handle) => known.get(handle) ?? []))], violations };
  }

  /** Runs a write in a transaction; a concurrent duplicate that passed the checks is still a 409. */
  private async write(
    fields: CustomerFields,
    work: (trx: Transaction<Database>) => Promise<CustomerRow>,
  ): Promise<CustomerRow> {
    try {
      return await this.ctx.db.transaction().execute(work);
    } catch (error) {
      const property = isDuplicateKey(error) ? UNIQUE_INDEXES[error.constraint] : undefined;
      if (!property) throw error;
      throw Violation.of(property, fields[property], TAKEN[property]);
    }
  }

  private async views(rows: CustomerRow[], db: Db = this.ctx.db): Promise<CustomerView[]> {
    const templates = await templatesOfCustomers(
      db,
      rows.map((row) => row.customer_id),
    );
    return rows.map((row) => ({
      customer_id: row.customer_id,
      templates: templates
        .filter((t) => t.customer_id === row.customer_id)
        .map(({ template_handle, user_metadata }) => ({ template_handle, user_metadata })),
      external_id: row.external_id,
      name: row.name,
      email: row.email,
      language: row.language,
      user_metadata: row.user_metadata,
      trial: row.trial,
    }));
  }
}
