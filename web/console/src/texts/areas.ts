/**
 * The texts of each area of the console (templates, customers…), one file per area beside this
 * one, each with its English and French words under the same keys (`area.ts` checks they match).
 */
import { TEMPLATE_EDITOR } from './template-editor.ts';

export const AREAS = [TEMPLATE_EDITOR] as const;

type Area = (typeof AREAS)[number];
export type AreaKey = Area extends unknown ? keyof Area['en'] : never;
