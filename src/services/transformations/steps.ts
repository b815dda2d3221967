/**
 * The automation steps a transformation walks (the specification's States and transitions), and
 * their words for humans.
 */

/** Steps an uploaded file walks before the sender confirms the mapping. */
export const UPLOAD_STEPS = [
  'to_normalize',
  'normalizing',
  'normalized',
  'to_match',
  'matching',
  'matched',
] as const;

const MESSAGES: Record<string, { en: string; fr: string }> = {
  to_normalize: { en: 'Waiting to read the file', fr: 'En attente de lecture du fichier' },
  normalizing: { en: 'Reading the file', fr: 'Lecture du fichier' },
  normalized: { en: 'File read', fr: 'Fichier lu' },
  to_match: { en: 'Waiting to match the columns', fr: 'En attente de correspondance des colonnes' },
  matching: { en: 'Matching the columns', fr: 'Correspondance des colonnes' },
  matched: {
    en: 'Columns matched: confirm the mapping',
    fr: 'Colonnes associées : confirmez la correspondance',
  },
  to_transform: { en: 'Waiting to transform the data', fr: 'En attente de transformation des données' },
  transforming: { en: 'Transforming the data', fr: 'Transformation des données' },
  transformed: { en: 'Data transformed', fr: 'Données transformées' },
  reusing: {
    en: 'Reusing the mappings confirmed before',
    fr: 'Réutilisation des correspondances déjà confirmées',
  },
  to_submit: { en: 'Waiting to deliver the file', fr: 'En attente de livraison du fichier' },
  submitting: { en: 'Delivering the file', fr: 'Livraison du fichier' },
  processed: { en: 'File delivered', fr: 'Fichier livré' },
  failed: { en: 'Failed', fr: 'Échec' },
};

/** The specification's `step_for_humans`: a translation key and its text in the caller's language. */
export function stepForHumans(step: string, language: string): { code: string; message: string } {
  const messages = MESSAGES[step] ?? { en: step, fr: step };
  return { code: `automation.step.${step}`, message: language === 'fr' ? messages.fr : messages.en };
}
