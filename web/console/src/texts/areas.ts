/**
 * The texts of each area of the console (templates, customers…), one file per area beside this
 * one, each with its English and French words under the same keys (`area.ts` checks they match).
 */

import { ACTIVITY } from './activity.ts';
import { ALERTS } from './alerts.ts';
import { API_KEYS } from './api-keys.ts';
import { AUDIT_LOG } from './audit-log.ts';
import { AUTOMATIONS } from './automations.ts';
import { BULK_IMPORTS } from './bulk-imports.ts';
import { COLUMN_TYPES } from './column-types.ts';
import { CUSTOMERS } from './customers.ts';
import { DELIVERIES } from './deliveries.ts';
import { FORMAT } from './format.ts';
import { MEMBERS } from './members.ts';
import { ORGANISATION } from './organisation.ts';
import { RULES } from './rules.ts';
import { SHARED_PARTS } from './shared-parts.ts';
import { TEMPLATE_EDITOR } from './template-editor.ts';
import { TRY_IT } from './try-it.ts';
import { USAGE } from './usage.ts';

export const AREAS = [
  TEMPLATE_EDITOR,
  COLUMN_TYPES,
  ORGANISATION,
  MEMBERS,
  API_KEYS,
  SHARED_PARTS,
  CUSTOMERS,
  FORMAT,
  TRY_IT,
  RULES,
  DELIVERIES,
  AUTOMATIONS,
  ALERTS,
  BULK_IMPORTS,
  USAGE,
  AUDIT_LOG,
  ACTIVITY,
] as const;

// Distributes over the areas (a naked type parameter does; an alias would give their common keys only).
type KeysOf<Area> = Area extends { en: infer En } ? keyof En : never;
export type AreaKey = KeysOf<(typeof AREAS)[number]>;
