/**
 * Columns of a template. Positions run 1…n without gaps; every write that moves them (insert at a
 * taken position, move, delete) runs in one transaction under a lock on the template row, so two
 * concurrent writes cannot compute the same position or both pass the column limit.
 */
import { Forbidden, NotFound, Violation, type ViolationItem } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { requireWithinLimit } from '../../domain/product.ts';
import type { Db } from '../../store/db.ts';
import { isDuplicateKey } from '../../store/duplicate-key.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import {
  type ColumnRow,
  deleteColumn,
  findColumn,
  insertColumn,
  listColumns,
  type OwnedColumnRow,
  shiftPositions,
  updateColumn,
} from '../../store/templates/columns.ts';
import { lockTemplate } from '../../store/templates/templates.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { templateOf } from './access.ts';
import { type ColumnInput, readColumnInput } from './column-fields.ts';
import { checkColumnType } from './column-type-check.ts';
import { type ColumnView, columnView } from './column-view.ts';
import {
  type ConditionsCheckInput,
  type ConditionsCheckResult,
  checkConditions,
} from './conditions-check.ts';
import { shownTo, usableTemplate } from './customer-templates.ts';

const NAME_TAKEN = phrase('violation.field.technical_name_taken');

export class ColumnService {
  constructor(private readonly ctx: ServiceContext) {}

  async create(principal: Principal, handle: string, input: ColumnInput): Promise<ColumnView> {
    // Before the transaction: a large type is checked in a thread, and no lock waits for it.
    const typeViolations = await checkColumnType(input.type);
    return this.ctx.db.transaction().execute(async (trx) => {
      const template = await templateOf(trx, principal, handle);
      await lockTemplate(trx, template.template_id);
      const columns = await listColumns(trx, template.template_id);
      const { write, violations } = readColumnInput(input, names(columns), undefined, typeViolations);
      if (violations.length) throw new Violation(violations);
      const plan = await planOfOrganisation(trx, principal.organisationId);
      requireWithinLimit(plan, 'COLUMNS_PER_TEMPLATE', columns.length + 1);
      const last = columns.length + 1;
      const position = Math.min(input.position ?? last, last);
      await shiftPositions(trx, template.template_id, position, last, 1);
      const row = await insertNamed(() =>
        insertColumn(trx, template.template_id, { ...write, position } as Parameters<typeof insertColumn>[2]),
      );
      const view = columnView(row, template.handle);
      await recordChange(this.ctx, trx, principal, {
        action: 'create',
        resource_type: 'column',
        resource_id: row.column_id,
        after: view,
      });
      return view;
    });
  }

  /** A customer reads columns of the templates it may use only; a hidden column is 404 to it. */
  async get(principal: Principal, handle: string, columnId: string): Promise<ColumnView> {
    // The handle first: unknown in the caller's organisation, it is 404 whatever the column id.
    await usableTemplate(this.ctx.db, principal, handle);
    const column = await this.owned(this.ctx.db, principal, handle, columnId);
    if (!shownTo(principal, column)) throw new NotFound('Column');
    return columnView(column, column.template_handle);
  }

  /** Every column by position (a customer's without the hidden ones); templates hold a few hundred at most. */
  async list(principal: Principal, handle: string): Promise<ColumnView[]> {
    const template = await usableTemplate(this.ctx.db, principal, handle);
    const columns = await listColumns(this.ctx.db, template.template_id);
    return columns.filter((c) => shownTo(principal, c)).map((c) => columnView(c, template.handle));
  }

  /** Only the sent properties change; a new position moves the column and shifts those in between. */
  async update(
    principal: Principal,
    handle: string,
    columnId: string,
    input: ColumnInput,
    /** `input.type` already checked whole by the caller (a bulk import checks it in a thread). */
    checked?: { typeViolations: readonly ViolationItem[] },
  ): Promise<ColumnView> {
    const typeViolations = checked?.typeViolations ?? (await checkColumnType(input.type));
    return this.ctx.db.transaction().execute(async (trx) => {
      const column = await this.owned(trx, principal, handle, columnId);
      await lockTemplate(trx, column.template_id);
      const others = (await listColumns(trx, column.template_id)).filter((c) => c.column_id !== columnId);
      // A rename leaves what named the old name dangling, reported when the template is used.
      const { write, violations } = readColumnInput(
        input,
        names(others),
        column.technical_name,
        typeViolations,
      );
      if (violations.length) throw new Violation(violations);
      if (input.position !== undefined && input.position !== null) {
        const target = Math.min(input.position, others.length + 1);
        if (target < column.position)
          await shiftPositions(trx, column.template_id, target, column.position - 1, 1);
        if (target > column.position)
          await shiftPositions(trx, column.template_id, column.position + 1, target, -1);
        write.position = target;
      }
      const row = await insertNamed(() => updateColumn(trx, columnId, write));
      const view = columnView(row, column.template_handle);
      // The owned row carries its template's organisation, which the API shape does not show.
      const { organisation_id: _organisation, ...stored } = column;
      await recordChange(this.ctx, trx, principal, {
        action: 'update',
        resource_type: 'column',
        resource_id: columnId,
        before: columnView(stored, column.template_handle),
        after: view,
      });
      return view;
    });
  }

  /** Judges a `conditions` text as a column write would, and stores nothing. */
  checkConditions(
    principal: Principal,
    handle: string,
    input: ConditionsCheckInput,
  ): Promise<ConditionsCheckResult> {
    return checkConditions(this.ctx, principal, handle, input);
  }

  /**
   * Later positions close up. What named the column (conditions, constraints of other columns, the
   * format) is left dangling and reported when the template is used (DESIGN §6): a template is
   * built, and rebuilt, in any order.
   */
  async delete(principal: Principal, handle: string, columnId: string): Promise<void> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const column = await this.owned(trx, principal, handle, columnId);
      await lockTemplate(trx, column.template_id);
      await deleteColumn(trx, columnId);
      await shiftPositions(trx, column.template_id, column.position + 1, null, -1);
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'column',
        resource_id: columnId,
        before: columnView(column, column.template_handle),
      });
    });
  }

  /**
   * The column, when it belongs to the template `handle` of the caller's organisation. The handle
   * is looked up first: unknown there, 404 whatever the column id. Then another organisation's
   * column is 403 (addressed by UUID); one of another template of the same organisation is 404
   * under this handle.
   */
  private async owned(
    db: Db,
    principal: Principal,
    handle: string,
    columnId: string,
  ): Promise<OwnedColumnRow> {
    await templateOf(db, principal, handle);
    const column = await findColumn(db, columnId);
    if (!column) throw new NotFound('Column');
    if (column.organisation_id !== principal.organisationId) throw new Forbidden();
    if (column.template_handle !== handle) throw new NotFound('Column');
    return column;
  }
}

function names(columns: readonly ColumnRow[]): string[] {
  return columns.map((c) => c.technical_name);
}

/** A concurrent write that took the technical name first surfaces as the same 409. */
async function insertNamed(write: () => Promise<ColumnRow>): Promise<ColumnRow> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKey(error)) throw Violation.of('technical_name', null, NAME_TAKEN);
    throw error;
  }
}
