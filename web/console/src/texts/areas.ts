/**
 * The texts of each area of the console (templates, customers…), one file per area beside this
 * one, each with its English and French words under the same keys (`area.ts` checks they match).
 */
import { FORMAT } from './format.ts';
import { TEMPLATE_EDITOR } from './template-editor.ts';

export const AREAS = [TEMPLATE_EDITOR, FORMAT] as const;

/** Every area's keys (a conditional type over a type parameter, so that it spreads over the union). */
type KeysOf<Area> = Area extends { en: infer En } ? keyof En : never;
export type AreaKey = KeysOf<(typeof AREAS)[number]>;
