/**
 * The texts of each area of the console (templates, customers…), one file per area beside this
 * one, each with its English and French words under the same keys (`area.ts` checks they match).
 */
import { TEMPLATE_EDITOR } from './template-editor.ts';
import { TRY_IT } from './try-it.ts';

export const AREAS = [TEMPLATE_EDITOR, TRY_IT] as const;

/** Distributes over the areas (a type parameter does; an alias would not): every area's keys. */
type KeysOf<Area> = Area extends { en: infer En } ? keyof En : never;
export type AreaKey = KeysOf<(typeof AREAS)[number]>;
