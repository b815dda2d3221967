/** Every automation step of the specification has its words for humans, in English and in French. */
import { describe, expect, it } from 'vitest';
import { AUTOMATION_STEPS, stepForHumans } from '../../../src/services/transformations/steps.ts';

const SPECIFICATION_STEPS =
  'pending, to_download, downloading, downloaded, to_normalize, normalizing, normalized, to_review, reviewed, to_parse, parsing, parsed, to_select, selected, reusing, to_import, importing, imported, to_create, creating, created, to_match, matching, matched, to_transform, transforming, transformed, to_submit, submitting, processed, failed'.split(
    ', ',
  );

describe('step_for_humans', () => {
  it('knows every step of the specification, and only those', () => {
    expect([...AUTOMATION_STEPS].sort()).toEqual([...SPECIFICATION_STEPS].sort());
  });

  it.each(SPECIFICATION_STEPS)('says %s in English and in French, under its translation key', (step) => {
    const en = stepForHumans(step, 'en');
    const fr = stepForHumans(step, 'fr');
    expect(en.code).toBe(`automation.step.${step}`);
    expect(fr.code).toBe(en.code);
    expect(en.message).not.toBe(step);
    expect(fr.message).not.toBe(step);
    expect(fr.message).not.toBe(en.message);
  });

  it('names the fetching steps of a run in both languages', () => {
    expect(stepForHumans('downloading', 'en').message).toBe('Fetching the file from the source');
    expect(stepForHumans('downloading', 'fr').message).toBe('Récupération du fichier depuis la source');
  });
});
