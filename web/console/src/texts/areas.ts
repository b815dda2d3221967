/**
 * The texts of each area of the console (templates, customers…), one file per area beside this
 * one, each with its English and French words under the same keys (`area.ts` checks they match).
 */
import { CUSTOMERS } from './customers.ts';
import { TEMPLATE_EDITOR } from './template-editor.ts';

export const AREAS = [TEMPLATE_EDITOR, CUSTOMERS] as const;

type Area = (typeof AREAS)[number];
/** Distributes over the areas (a conditional on a type parameter does; on an alias it does not). */
type KeysOf<Each> = Each extends { en: infer En } ? keyof En : never;
export type AreaKey = KeysOf<Area>;
