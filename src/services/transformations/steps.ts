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

/** Every step of the specification, in its order, with its words in English and French. */
const MESSAGES: Record<string, { en: string; fr: string }> = {
  pending: { en: 'Waiting to start', fr: 'En attente de démarrage' },
  to_download: { en: 'Waiting to fetch the file', fr: 'En attente de récupération du fichier' },
  downloading: { en: 'Fetching the file from the source', fr: 'Récupération du fichier depuis la source' },
  downloaded: { en: 'File fetched', fr: 'Fichier récupéré' },
  to_normalize: { en: 'Waiting to read the file', fr: 'En attente de lecture du fichier' },
  normalizing: { en: 'Reading the file', fr: 'Lecture du fichier' },
  normalized: { en: 'File read', fr: 'Fichier lu' },
  to_review: { en: 'Waiting for the file to be reviewed', fr: 'En attente de vérification du fichier' },
  reviewed: { en: 'File reviewed', fr: 'Fichier vérifié' },
  to_parse: { en: 'Waiting to parse the file', fr: "En attente d'analyse du fichier" },
  parsing: { en: 'Parsing the file', fr: 'Analyse du fichier' },
  parsed: { en: 'File parsed', fr: 'Fichier analysé' },
  to_select: { en: 'Waiting for a sheet to be selected', fr: "En attente du choix d'une feuille" },
  selected: { en: 'Sheet selected', fr: 'Feuille choisie' },
  to_import: { en: 'Waiting to import the rows', fr: "En attente d'import des lignes" },
  importing: { en: 'Importing the rows', fr: 'Import des lignes' },
  imported: { en: 'Rows imported', fr: 'Lignes importées' },
  to_create: { en: 'Waiting to create the data', fr: 'En attente de création des données' },
  creating: { en: 'Creating the data', fr: 'Création des données' },
  created: { en: 'Data created', fr: 'Données créées' },
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

/** Every automation step, in the specification's order. */
export const AUTOMATION_STEPS: readonly string[] = Object.keys(MESSAGES);

/** The specification's `step_for_humans`: a translation key and its text in the caller's language. */
export function stepForHumans(step: string, language: string): { code: string; message: string } {
  const messages = MESSAGES[step] ?? { en: step, fr: step };
  return { code: `automation.step.${step}`, message: language === 'fr' ? messages.fr : messages.en };
}
