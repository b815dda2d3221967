/**
 * Validation constraints on template columns. The domain's `prepareConstraint` judges the function
 * and its arguments; a `#(x)` argument may name a column created later (DESIGN §6), so names are
 * not resolved here but when the template is used (templates/dangling-references.ts). This service
 * adds the tenancy rules and stores what a receiver wrote, with the function under its stable name.
 */

import { prepareConstraint } from '../domain/constraints/prepare.ts';
import {
  type ConstraintFunctionEntry,
  findConstraintFunction,
  listConstraintFunctions,
} from '../domain/constraints/registry.ts';
import { Forbidden, NotFound, Violation, type ViolationItem, violationOf } from '../domain/errors.ts';
import { phrase } from '../domain/messages/index.ts';
import { BLANK_VALUE, notBlank, problemAt } from '../domain/validation.ts';
import type { NameValue } from '../store/schema/index.ts';
import {
  type ColumnOwner,
  type ConstraintRow,
  deleteConstraint,
  findColumnOwner,
  findConstraint,
  findTemplateIdByHandle,
  insertConstraint,
  listConstraintsOfColumn,
  updateConstraint,
} from '../store/templates/constraints.ts';
import { recordChange } from './audit/audit-recorder.ts';
import type { ServiceContext } from './context.ts';
import type { Principal } from './principal.ts';

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

export interface ConstraintView {
  constraint_id: string;
  column_id: string;
  /** The function's stable name, whether it was written by name or UUID. */
  function: string;
  label: string | null;
  arguments: NameValue[];
}

/** Arguments as a request carries them; `value` may be omitted and then means null. */
export type ArgumentInput = { name: string; value?: string | null };

export interface ConstraintCreate {
  column_id?: string | null;
  function?: string | null;
  label?: string | null;
  arguments?: ArgumentInput[];
}

export type ConstraintUpdate = Omit<ConstraintCreate, 'column_id'>;

function view(row: ConstraintRow): ConstraintView {
  const { constraint_id, column_id, function: fn, label, arguments: args } = row;
  return { constraint_id, column_id, function: fn, label, arguments: args };
}

/** A blank label means "use the function's default label", stored as null. */
function normalizeLabel(label: string | null | undefined): string | null {
  return label?.trim() ? label : null;
}

function normalizeArguments(args: ArgumentInput[] | undefined): NameValue[] {
  return (args ?? []).map((argument) => ({ name: argument.name, value: argument.value ?? null }));
}

function functionViolation(fn: string | null | undefined): ViolationItem | null {
  const problem = notBlank(fn);
  if (problem) return problemAt('function', fn, problem);
  if (findConstraintFunction(fn!)) return null;
  return violationOf('function', fn, phrase('violation.field.unknown_function', { fn: fn! }));
}

export class ConstraintService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The catalog of validation functions with their arguments. */
  functions() {
    return listConstraintFunctions().map((entry: ConstraintFunctionEntry) => ({
      ...entry,
      arguments: entry.arguments.map(({ values, ...argument }) => ({
        ...argument,
        ...(values ? { values: [...values] } : {}),
      })),
    }));
  }

  async create(principal: Principal, body: ConstraintCreate): Promise<ConstraintView> {
    const columnId = body.column_id;
    const columnProblem =
      notBlank(columnId) ?? (UUID.test(columnId!.trim()) ? null : phrase('violation.field.uuid'));
    if (columnProblem) {
      // Arguments can only be judged against a known column; report what can be judged now.
      const fnProblem = functionViolation(body.function);
      throw new Violation([
        problemAt('column_id', columnId, columnProblem),
        ...(fnProblem ? [fnProblem] : []),
      ]);
    }
    const column = await this.ownedColumn(principal, columnId!.trim());
    const prepared = validated(body.function, normalizeArguments(body.arguments));
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await insertConstraint(trx, {
        column_id: column.column_id,
        label: normalizeLabel(body.label),
        ...prepared,
      });
      await recordChange(this.ctx, trx, principal, {
        action: 'create',
        resource_type: 'constraint',
        resource_id: row.constraint_id,
        after: view(row),
      });
      return view(row);
    });
  }

  async get(principal: Principal, constraintId: string): Promise<ConstraintView> {
    return view(await this.owned(principal, constraintId));
  }

  /** Partial update: sent properties replace the stored ones, then the merged constraint is re-validated. */
  async update(principal: Principal, constraintId: string, body: ConstraintUpdate): Promise<ConstraintView> {
    const stored = await this.owned(principal, constraintId);
    const fn = body.function !== undefined ? body.function : stored.function;
    const args = body.arguments !== undefined ? normalizeArguments(body.arguments) : stored.arguments;
    const label = body.label !== undefined ? normalizeLabel(body.label) : stored.label;
    const prepared = validated(fn, args);
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await updateConstraint(trx, constraintId, { label, ...prepared });
      await recordChange(this.ctx, trx, principal, {
        action: 'update',
        resource_type: 'constraint',
        resource_id: constraintId,
        before: view(stored),
        after: view(row),
      });
      return view(row);
    });
  }

  async delete(principal: Principal, constraintId: string): Promise<void> {
    const stored = await this.owned(principal, constraintId);
    await this.ctx.db.transaction().execute(async (trx) => {
      await deleteConstraint(trx, constraintId);
      await recordChange(this.ctx, trx, principal, {
        action: 'delete',
        resource_type: 'constraint',
        resource_id: constraintId,
        before: view(stored),
      });
    });
  }

  /** Constraints of a column addressed through its template's handle. */
  async listOfColumn(
    principal: Principal,
    templateHandle: string,
    columnId: string,
  ): Promise<ConstraintView[]> {
    const template = await findTemplateIdByHandle(this.ctx.db, principal.organisationId, templateHandle);
    if (!template) throw new NotFound('Template');
    const column = await this.ownedColumn(principal, columnId);
    if (column.template_id !== template.template_id) throw new NotFound('Column');
    return (await listConstraintsOfColumn(this.ctx.db, columnId)).map(view);
  }

  private async ownedColumn(principal: Principal, columnId: string): Promise<ColumnOwner> {
    const column = await findColumnOwner(this.ctx.db, columnId);
    if (!column) throw new NotFound('Column');
    if (column.organisation_id !== principal.organisationId) throw new Forbidden();
    return column;
  }

  private async owned(principal: Principal, constraintId: string) {
    const row = await findConstraint(this.ctx.db, constraintId);
    if (!row) throw new NotFound('Constraint');
    if (row.organisation_id !== principal.organisationId) throw new Forbidden();
    return row;
  }
}

/** Checks the function and the form of its arguments; returns what is stored. */
function validated(
  fn: string | null | undefined,
  args: NameValue[],
): { function: string; arguments: NameValue[] } {
  const fnProblem = functionViolation(fn);
  if (fnProblem) throw new Violation([fnProblem]);
  const result = prepareConstraint(fn!, args, { targetColumns: null });
  if (!result.ok) {
    // A blank argument name is reported as blank rather than as an unknown argument.
    throw new Violation(
      result.violations.map((v) => {
        const match = /^arguments\[(\d+)\]\.name$/.exec(v.property_path);
        const name = match ? args[Number(match[1])]?.name : undefined;
        return name !== undefined && notBlank(name)
          ? problemAt(v.property_path, v.invalid_value, BLANK_VALUE)
          : v;
      }),
    );
  }
  return { function: result.rule.name, arguments: args };
}
