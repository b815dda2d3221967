/** Texts of a template's page: its settings, columns, conditions, constraints and problems. */
import { area } from './area.ts';

export const TEMPLATE_EDITOR = area(
  {
    'template.back': 'All templates',
  },
  {
    'template.back': 'Tous les modèles',
  },
);
