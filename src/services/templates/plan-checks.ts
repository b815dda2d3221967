/** What a template write needs from the organisation's plan: template count, file size, custom format, push. */
import { requirePermission, requireWithinLimit } from '../../domain/product.ts';
import type { Db } from '../../store/db.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import type { TemplatePush, TemplateWrite } from '../../store/templates/templates.ts';
import { samePush } from './push-field.ts';

/**
 * Throws 402 when the write needs a permission or a limit the plan lacks; `templatesNeeded` on
 * creation only. A push sent back as stored (`storedPush`) needs no X_PUSH: a template read and
 * written back unchanged after the plan lost it must still be accepted (DESIGN §6).
 */
export async function requirePlanFor(
  db: Db,
  organisationId: string,
  write: TemplateWrite,
  templatesNeeded?: () => Promise<number>,
  storedPush: TemplatePush | null = null,
): Promise<void> {
  const plan = await planOfOrganisation(db, organisationId);
  if (templatesNeeded) requireWithinLimit(plan, 'TEMPLATES', await templatesNeeded());
  if (write.max_file_size !== undefined && write.max_file_size !== null) {
    requireWithinLimit(plan, 'MAX_FILE_SIZE', write.max_file_size);
  }
  if (write.format?.format === 'custom') requirePermission(plan, 'X_CUSTOM_FORMAT');
  if (write.push && !samePush(write.push, storedPush)) requirePermission(plan, 'X_PUSH');
}
