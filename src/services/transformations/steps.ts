/**
 * The automation steps a transformation walks (the specification's States and transitions) and
 * the port through which services hand a step to the job queue.
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

/** Jobs that move a transformation on; each runs one stage and enqueues the next. */
export type StepJob = 'normalize' | 'match' | 'transform' | 'submit';

/** Where services send step jobs; the job queue implements it (src/jobs/). */
export interface StepQueue {
  /**
   * Enqueues the job for a transformation. A duplicate job is harmless: a stage takes the row only
   * from its waiting step, or from its running step once that step's heartbeat is stale.
   */
  enqueue(job: StepJob, transformationId: string): Promise<void>;
}

/** Until a queue is attached (the CLI, or a test app without workers) steps wait in the database. */
export const NO_QUEUE: StepQueue = {
  async enqueue() {},
};

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
