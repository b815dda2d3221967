/**
 * The organisation's templates (GET /templates): the first 100, or those the server finds for a
 * search, asked once the typing pauses. Used by the templates list and by the customers' screens.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Payload } from '../../../shared/api-payload.ts';
import { request } from '../session.ts';

export type TemplatePage = Payload<'getTemplates'>;

/** Waits this long after the last key before asking the server, so typing a word asks once. */
export const TYPING_PAUSE_MS = 250;

/**
 * The last page found and, if the last call failed, why (the page found before stays). A new
 * `attempt` asks again.
 */
export function useTemplateSearch(search = '', attempt = 0): { page: TemplatePage | null; problem: unknown } {
  const [page, setPage] = useState<TemplatePage | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        const query = new URLSearchParams({ per_page: '100' });
        if (search.trim()) query.set('criteria', search.trim());
        request<TemplatePage>('GET', `/templates?${query}`).then(
          (answer) => {
            if (!current) return;
            setPage(answer);
            setProblem(null);
          },
          (error) => current && setProblem(error ?? new Error()),
        );
      },
      search ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, attempt]);
  return { page, problem };
}
