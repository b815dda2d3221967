/** Templates of the receiver's organisation: create, read, partial update, delete, list. */
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import { isDuplicateKey } from '../../store/duplicate-key.ts';
import {
  countTemplates,
  deleteTemplate,
  findTemplateByHandle,
  handlesLike,
  insertTemplate,
  listTemplates,
  type TemplateFilter,
  type TemplateRow,
  updateTemplate,
} from '../../store/templates/templates.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import type { SecretBox } from '../identity/secret-box.ts';
import { type Page, type PageRequest, pageOf } from '../pagination.ts';
import { type Principal, reachesTemplate } from '../principal.ts';
import { templateOf } from './access.ts';
import { findableTemplate, listedHandles, refusalOf, usableTemplate } from './customer-templates.ts';
import { templateDanglingReferences } from './dangling-references.ts';
import { type FormatTestInput, type FormatTestView, testFormat } from './format-test.ts';
import { firstFreeHandle, slugify } from './handle.ts';
import { requirePlanFor } from './plan-checks.ts';
import { sealPushHeaders } from './push-secrets.ts';
import { pushUrlViolations } from './push-url.ts';
import { readTemplateInput, type TemplateInput } from './template-fields.ts';
import { type TemplateRead, type TemplateView, templateProblem, templateView } from './template-view.ts';

/** Query of `GET /templates`; `values` of a user_metadata filter are comma-separated. */
export interface TemplateListQuery {
  is_enabled?: boolean | null;
  criteria?: string | null;
  user_metadata?: { name: string; values: string }[];
}

const HANDLE_TAKEN = phrase('violation.field.handle_taken');

export class TemplateService {
  /** `outbound` checks that a push URL does not lead to a private network; `secrets` seals its header values. */
  constructor(
    private readonly ctx: ServiceContext,
    private readonly outbound: OutboundHttp,
    private readonly secrets: SecretBox,
  ) {}

  async create(principal: Principal, input: TemplateInput): Promise<TemplateRead> {
    const { write, violations } = readTemplateInput(input, true);
    violations.push(...(await pushUrlViolations(this.outbound, write.push)));
    if (violations.length) throw new Violation(violations);
    const org = principal.organisationId;
    await requirePlanFor(this.ctx.db, org, write, async () => (await countTemplates(this.ctx.db, org)) + 1);
    if (write.push) write.push = await sealPushHeaders(this.secrets, org, write.push, null);
    let handle = write.handle;
    if (handle !== undefined) {
      if (await findTemplateByHandle(this.ctx.db, org, handle))
        throw Violation.of('template_handle', handle, HANDLE_TAKEN);
    } else {
      const base = slugify(write.name ?? '');
      handle = firstFreeHandle(base, await handlesLike(this.ctx.db, org, base));
    }
    try {
      const row = await this.ctx.db.transaction().execute(async (trx) => {
        const inserted = await insertTemplate(trx, org, { ...write, handle });
        await recordChange(this.ctx, trx, principal, {
          action: 'create',
          resource_type: 'template',
          resource_id: inserted.template_id,
          after: templateView(inserted),
        });
        return inserted;
      });
      return this.withProblems(row, principal.language);
    } catch (error) {
      if (isDuplicateKey(error)) throw Violation.of('template_handle', handle, HANDLE_TAKEN);
      throw error;
    }
  }

  /**
   * 404 unless the caller may know the template `handle` exists (`findableTemplate`). Every route
   * under a handle asks this first, so another organisation's handle is unknown whatever follows.
   */
  async requireFindable(principal: Principal, handle: string): Promise<void> {
    await findableTemplate(this.ctx.db, principal, handle);
  }

  /**
   * A customer reads only the templates it may use (`usableTemplate`); others are 403. A receiver
   * reads the template's problems too; a sender none, since they may name hidden columns.
   */
  async get(principal: Principal, handle: string): Promise<TemplateRead> {
    const template = await usableTemplate(this.ctx.db, principal, handle);
    if (principal.kind === 'customer') return { ...templateView(template, 'sender'), problems: [] };
    return this.withProblems(template, principal.language);
  }

  /** The receiver's read of a template: its fields and its problems, said in `language`. */
  private async withProblems(template: TemplateRow, language: string): Promise<TemplateRead> {
    const dangling = await templateDanglingReferences(this.ctx.db, template);
    return { ...templateView(template), problems: dangling.map((ref) => templateProblem(ref, language)) };
  }

  /** Only the sent properties change; a new `template_handle` renames the template (the old handle stops answering). */
  async update(principal: Principal, handle: string, input: TemplateInput): Promise<TemplateRead> {
    const template = await templateOf(this.ctx.db, principal, handle);
    const { write, violations } = readTemplateInput(input, false, template.push);
    violations.push(...(await pushUrlViolations(this.outbound, write.push)));
    if (violations.length) throw new Violation(violations);
    await requirePlanFor(this.ctx.db, principal.organisationId, write, undefined, template.push);
    if (write.push) {
      write.push = await sealPushHeaders(this.secrets, principal.organisationId, write.push, template.push);
    }
    if (write.handle !== undefined && write.handle !== template.handle) {
      if (await findTemplateByHandle(this.ctx.db, principal.organisationId, write.handle)) {
        throw Violation.of('template_handle', write.handle, HANDLE_TAKEN);
      }
    }
    try {
      const row = await this.ctx.db.transaction().execute(async (trx) => {
        const updated = await updateTemplate(trx, template.template_id, write, this.ctx.now());
        await recordChange(this.ctx, trx, principal, {
          action: 'update',
          resource_type: 'template',
          resource_id: template.template_id,
          before: templateView(template),
          after: templateView(updated),
        });
        return updated;
      });
      return this.withProblems(row, principal.language);
    } catch (error) {
      if (isDuplicateKey(error)) throw Violation.of('template_handle', write.handle, HANDLE_TAKEN);
      throw error;
    }
  }

  /** Columns, constraints and customer links go with the template. */
  async delete(principal: Principal, handle: string): Promise<void> {
    const template = await templateOf(this.ctx.db, principal, handle);
    await this.ctx.db.transaction().execute(async (trx) => {
      await deleteTemplate(trx, template.template_id);
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'template',
        resource_id: template.template_id,
        before: templateView(template),
      });
    });
  }

  /** A customer's list holds only the templates it may use, filtered and paginated the same way. */
  async list(principal: Principal, query: TemplateListQuery, page: PageRequest): Promise<Page<TemplateView>> {
    const filter = templateFilter(query);
    const org = principal.organisationId;
    if (principal.kind === 'customer') return this.listUsable(principal, org, filter, page);
    const total = await countTemplates(this.ctx.db, org, filter);
    const rows = await listTemplates(
      this.ctx.db,
      org,
      filter,
      (page.page - 1) * page.per_page,
      page.per_page,
    );
    return pageOf(
      rows.map((row) => templateView(row)),
      total,
      page,
    );
  }

  /**
   * Applies `refusalOf` (and the login's template, if bound to one) itself rather than restating it
   * in SQL, so the list and the single read cannot disagree. That reads every matching template of
   * the organisation, which its plan caps (TEMPLATES, 1,000 by default).
   */
  private async listUsable(
    principal: Extract<Principal, { kind: 'customer' }>,
    org: string,
    filter: TemplateFilter,
    page: PageRequest,
  ): Promise<Page<TemplateView>> {
    const db = this.ctx.db;
    const matching = await countTemplates(db, org, filter);
    const rows = matching ? await listTemplates(db, org, filter, 0, matching) : [];
    const listed = await listedHandles(db, principal.customerId);
    const usable = rows.filter(
      (row) =>
        (principal.trial || refusalOf(row, listed) === null) && reachesTemplate(principal, row.template_id),
    );
    const start = (page.page - 1) * page.per_page;
    const views = usable.slice(start, start + page.per_page).map((row) => templateView(row, 'sender'));
    return pageOf(views, usable.length, page);
  }

  /** Renders sample rows with the saved format or one being tried; nothing is stored. */
  testFormat(principal: Principal, handle: string, input: FormatTestInput): Promise<FormatTestView> {
    return testFormat(this.ctx, principal, handle, input);
  }
}

function templateFilter(query: TemplateListQuery): TemplateFilter {
  const filter: TemplateFilter = {};
  if (query.is_enabled !== undefined && query.is_enabled !== null) filter.isEnabled = query.is_enabled;
  const criteria = query.criteria?.trim();
  if (criteria) filter.criteria = criteria;
  if (query.user_metadata?.length) {
    filter.userMetadata = query.user_metadata.map((m) => ({
      name: m.name,
      values: m.values
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    }));
  }
  return filter;
}
