/**
 * The texts of each area of the console (templates, customers…), one file per area beside this
 * one, each with its English and French words under the same keys (`area.ts` checks they match).
 */
import { RULES } from './rules.ts';
import { TEMPLATE_EDITOR } from './template-editor.ts';

export const AREAS = [TEMPLATE_EDITOR, RULES] as const;

// Distributed over the areas through a type parameter: `keyof` of their union would keep only the
// keys they share, none.
type KeysOf<Area> = Area extends { en: infer En } ? keyof En : never;
export type AreaKey = KeysOf<(typeof AREAS)[number]>;
