/**
 * The automation steps a transformation walks (the specification's States and transitions), and
 * their words for humans, from the catalog (`step.<step>`, locales/*.json).
 */
import { say } from '../../domain/messages/index.ts';

/** Steps an uploaded file walks before the sender confirms the mapping. */
export const UPLOAD_STEPS = [
  'to_normalize',
  'normalizing',
  'normalized',
  'to_match',
  'matching',
  'matched',
] as const;

/** Every automation step, in the specification's order. */
export const AUTOMATION_STEPS: readonly string[] = [
  'pending',
  'to_download',
  'downloading',
  'downloaded',
  'to_normalize',
  'normalizing',
  'normalized',
  'to_review',
  'reviewed',
  'to_parse',
  'parsing',
  'parsed',
  'to_select',
  'selected',
  'to_import',
  'importing',
  'imported',
  'to_create',
  'creating',
  'created',
  'to_match',
  'matching',
  'matched',
  'to_transform',
  'transforming',
  'transformed',
  'reusing',
  'to_submit',
  'submitting',
  'processed',
  'failed',
];

const KNOWN = new Set(AUTOMATION_STEPS);

/**
 * The specification's `step_for_humans`: its code (`automation.step.<step>`, as the API has always
 * named it) and its text in the reader's language.
 */
export function stepForHumans(step: string, language: string): { code: string; message: string } {
  return { code: `automation.step.${step}`, message: KNOWN.has(step) ? say(language, `step.${step}`) : step };
}
