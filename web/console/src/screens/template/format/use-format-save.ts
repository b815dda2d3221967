/**
 * Saving the format with PUT /template/{handle}: the refusal comes back as a sentence, and a 409's
 * violations by the property each names (`format.csv.bom`), to show on that field.
 */
import { useState } from 'preact/hooks';
import { ApiError, isUnreachable } from '../../../../../shared/api.ts';
import type { RequestBody } from '../../../../../shared/api-payload.ts';
import { explain } from '../../../errors.ts';
import { t } from '../../../i18n.ts';
import { request } from '../../../session.ts';
import { fieldViolations } from '../../../ui/refusal.ts';
import type { Template } from '../model.ts';
import type { FieldProblems } from './format-fields.tsx';

export function useFormatSave(handle: string, onSaved: (template: Template) => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [violations, setViolations] = useState<FieldProblems>({});
  const [savedOnce, setSavedOnce] = useState(false);

  async function save(format: RequestBody<'putTemplateTemplateHandle'>['format']) {
    setBusy(true);
    setProblem(null);
    setViolations({});
    try {
      const template = await request<Template>('PUT', `/template/${encodeURIComponent(handle)}`, { format });
      setSavedOnce(true);
      onSaved(template);
    } catch (error) {
      setProblem(sentence(error));
      setViolations(fieldViolations(error) ?? {});
    } finally {
      setBusy(false);
    }
  }

  /** Forgets the last refusal: the fields it named have changed. */
  function clear() {
    if (problem !== null) setProblem(null);
    if (Object.keys(violations).length > 0) setViolations({});
    if (savedOnce) setSavedOnce(false);
  }

  return { busy, problem, violations, savedOnce, save, clear };
}

function sentence(error: unknown): string {
  if (isUnreachable(error) || !(error instanceof ApiError)) return t('format.save.offline');
  if (error.status === 402) return t('format.save.upgrade');
  if (error.status === 403) return t('format.save.forbidden');
  if (error.status === 409) {
    const count = Object.keys(fieldViolations(error) ?? {}).length;
    return t('format.save.invalid', { count });
  }
  return explain(error);
}
