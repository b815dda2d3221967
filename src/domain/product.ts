/**
 * Builds the 402 errors a plan raises: a missing permission or a reached limitation. Their message
 * names the permission or the limitation by its description, which the catalog says in each
 * language (`exception.permission`, `exception.limitation`).
 */
import { fromCatalog, ProductRequired } from './errors.ts';
import { isLimitation, isPermission, LIMITATIONS, PERMISSIONS, type Plan } from './plans.ts';

/** Throws 402 (requirement `permission`) unless the plan grants the permission. */
export function requirePermission(plan: Plan, name: string, isCta = true): void {
  if (plan.permissions.includes(name)) return;
  const description = isPermission(name) ? PERMISSIONS[name] : null;
  throw new ProductRequired(
    {
      requirement: 'permission',
      permission: { name, description },
      limitation_type: null,
      limitation_needed_value: null,
      limitation_current_value: null,
      limitation_object: null,
      is_cta: isCta,
    },
    ...fromCatalog('exception.permission', { name }),
  );
}

/** The value of a limitation in a plan (the default plan's when the plan does not set it). */
export function limitOf(plan: Plan, name: string): number {
  const value = plan.limitations[name];
  if (typeof value === 'number') return value;
  return isLimitation(name) ? LIMITATIONS[name].default : Number.POSITIVE_INFINITY;
}

/** Throws 402 (requirement `limitation`) when `needed` exceeds the plan's limitation. */
export function requireWithinLimit(plan: Plan, name: string, needed: number, isCta = true): void {
  const allowed = limitOf(plan, name);
  if (needed <= allowed) return;
  const description = isLimitation(name) ? LIMITATIONS[name].description : name;
  throw new ProductRequired(
    {
      requirement: 'limitation',
      permission: null,
      limitation_type: name,
      limitation_needed_value: needed,
      limitation_current_value: allowed,
      limitation_object: { name, description },
      is_cta: isCta,
    },
    ...fromCatalog('exception.limitation', { name, allowed, needed }),
  );
}
