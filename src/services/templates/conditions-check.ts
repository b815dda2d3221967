/**
 * `POST /template/{handle}/conditions/check`: judges a `conditions` text as saving a column would,
 * without saving anything, so that a form can show the error where it is while one types.
 */
import {
  checkConditionSyntax,
  conditionReferences,
  serializeConditions,
} from '../../domain/conditions/index.ts';
import { Violation } from '../../domain/errors.ts';
import { listColumns } from '../../store/templates/columns.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { templateOf } from './access.ts';

export interface ConditionsCheckInput {
  /** The text as typed; blank or null means "no conditions". */
  conditions?: string | null;
}

export interface ConditionsCheckResult {
  /** The canonical form a save would store; null for blank conditions. */
  conditions: string | null;
  /**
   * `#(x)` references naming no column of the template yet, in order of appearance. A save accepts
   * them (a template is built in any order); using the template refuses them while any is left.
   */
  unknown_columns: string[];
}

/**
 * The same syntax check and the same 409 as a column write (the parser's bounds on length and on
 * regular expressions included); the template is read only to say which references dangle.
 */
export async function checkConditions(
  ctx: ServiceContext,
  principal: Principal,
  handle: string,
  input: ConditionsCheckInput,
): Promise<ConditionsCheckResult> {
  const template = await templateOf(ctx.db, principal, handle);
  const check = checkConditionSyntax(input.conditions);
  if (check.violations.length > 0) throw new Violation(check.violations);
  const canonical = serializeConditions(check.expr);
  const known = new Set((await listColumns(ctx.db, template.template_id)).map((c) => c.technical_name));
  const unknown = conditionReferences(check.expr)
    .filter((ref) => ref.kind === 'target' && !known.has(ref.name))
    .map((ref) => ref.name);
  return { conditions: canonical === '' ? null : canonical, unknown_columns: unknown };
}
