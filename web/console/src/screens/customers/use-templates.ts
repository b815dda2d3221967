/**
 * The organisation's templates (GET /templates): the first 100 by default, or those the server
 * finds for a search. Enough to name the templates of a customer and to pick new ones; a search
 * reaches the others.
 */
import { useEffect, useState } from 'preact/hooks';
import { request } from '../../session.ts';
import type { TemplateEntry } from './types.ts';

/** Waits this long after the last key before asking the server, so typing a word asks once. */
export const TYPING_PAUSE_MS = 250;

export function useTemplates(search = ''): { templates: TemplateEntry[] | null; failed: boolean } {
  const [templates, setTemplates] = useState<TemplateEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        const query = new URLSearchParams({ per_page: '100' });
        if (search.trim()) query.set('criteria', search.trim());
        request<{ entries: TemplateEntry[] }>('GET', `/templates?${query}`).then(
          (page) => {
            if (!current) return;
            setTemplates(page.entries);
            setFailed(false);
          },
          () => current && setFailed(true),
        );
      },
      search ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search]);
  return { templates, failed };
}

/** A template's name when known, else its handle. */
export function templateLabel(templates: TemplateEntry[] | null, handle: string): string {
  return templates?.find((template) => template.template_handle === handle)?.name ?? handle;
}
