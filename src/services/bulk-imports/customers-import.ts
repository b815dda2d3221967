/**
 * The customer import: one line per customer, the customer write fields as headers
 * (`template_handles` separated by `|`, `user_metadata` a JSON array). A line whose `external_id`,
 * else `email`, names a customer of the organisation updates it as `PUT /customer/{id}` would
 * (empty cells keep the stored values); any other line creates one as `POST /customer` would,
 * within the plan's CUSTOMERS. `replace` also deletes the customers the file does not name.
 * Memory: at most the plan's customers of lines.
 */
import type { Transaction } from 'kysely';
import { Violation } from '../../domain/errors.ts';
import { LANGUAGES, phrase } from '../../domain/messages/index.ts';
import { requireWithinLimit } from '../../domain/product.ts';
import { deleteCustomersExcept } from '../../store/bulk-imports/bulk-import-customers.ts';
import {
  countPartnerCustomers,
  findCustomerByEmail,
  findCustomerByExternalId,
} from '../../store/customers/customers.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import type { Database } from '../../store/schema/index.ts';
import { CustomerService, type CustomerWrite } from '../customers.ts';
import { choiceCell, listCell, textCell, userMetadataCell } from './cells.ts';
import type { ImportLine, ImportSetting, ImportTarget } from './import-target.ts';
import { inSavepoint, joined } from './one-transaction.ts';
import { readLine, reportViolations } from './read-line.ts';

const LIMIT = 'CUSTOMERS';

const READERS = {
  template_handles: listCell,
  external_id: textCell,
  name: textCell,
  email: textCell,
  language: (text: string) => choiceCell(text, LANGUAGES),
  user_metadata: userMetadataCell,
};

export class CustomerImport implements ImportTarget {
  readonly fields = Object.keys(READERS);
  readonly required = [];
  private readonly rows: { line: number; body: CustomerWrite }[] = [];
  /** Where each external ID and e-mail (lower case) first stood in the file. */
  private readonly lines = new Map<string, number>();
  /** Lines beyond the plan's limit: only counted, the import failing with a 402 anyway. */
  private unkept = 0;

  constructor(
    private readonly setting: ImportSetting,
    private readonly limit: number,
  ) {}

  take(line: ImportLine): boolean {
    const body = readLine<CustomerWrite>(line, READERS, this.setting.report);
    if (!body) return false;
    for (const [field, key] of [
      ['external_id', body.external_id && `id:${body.external_id}`],
      ['email', body.email && `email:${body.email.trim().toLowerCase()}`],
    ] as const) {
      const first = key ? this.lines.get(key) : undefined;
      if (first !== undefined) {
        this.setting.report.add(
          line.line,
          field,
          String(body[field]),
          phrase('report.bulk_import.customer_twice', { line: first }),
        );
        return false;
      }
    }
    if (this.rows.length >= this.limit) {
      this.unkept++;
      return false;
    }
    if (body.external_id) this.lines.set(`id:${body.external_id}`, line.line);
    if (body.email) this.lines.set(`email:${body.email.trim().toLowerCase()}`, line.line);
    this.rows.push({ line: line.line, body });
    return true;
  }

  async apply(trx: Transaction<Database>): Promise<number> {
    const { ctx, principal, method, report } = this.setting;
    const organisationId = principal.organisationId;
    const customers = new CustomerService({ ...ctx, db: joined(trx) });
    const matched: (string | null)[] = [];
    for (const { body } of this.rows) {
      const found =
        (body.external_id
          ? await findCustomerByExternalId(trx, organisationId, body.external_id)
          : undefined) ??
        (body.email ? await findCustomerByEmail(trx, organisationId, body.email.trim()) : undefined);
      matched.push(found?.customer_id ?? null);
    }
    const keep = new Set(matched.filter((id) => id !== null));
    const others = method === 'replace' ? keep.size : await countPartnerCustomers(trx, organisationId);
    const plan = await planOfOrganisation(trx, organisationId);
    // The whole import's need is named in the 402, not only the one customer that passes the limit.
    requireWithinLimit(plan, LIMIT, others + matched.filter((id) => id === null).length + this.unkept);
    if (method === 'replace') await deleteCustomersExcept(trx, organisationId, [...keep]);
    let applied = 0;
    for (const [i, { line, body }] of this.rows.entries()) {
      const id = matched[i];
      try {
        await inSavepoint(trx, () =>
          id ? customers.update(principal, id, body) : customers.create(principal, body),
        );
        applied++;
      } catch (error) {
        if (!(error instanceof Violation)) throw error;
        reportViolations(report, line, error.violations);
      }
    }
    return applied;
  }
}
