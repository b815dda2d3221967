/**
 * The organisation's templates (GET /templates): the first 100 by default, or those the server
 * finds for a search. Enough to name the templates of a customer and to pick new ones; a search
 * reaches the others.
 */
import { useTemplateSearch } from '../use-template-search.ts';
import type { TemplateEntry } from './types.ts';

export function useTemplates(search = ''): { templates: TemplateEntry[] | null; failed: boolean } {
  const { page, problem } = useTemplateSearch(search);
  return { templates: page?.entries ?? null, failed: problem !== null };
}

/** A template's name when known, else its handle. */
export function templateLabel(templates: TemplateEntry[] | null, handle: string): string {
  return templates?.find((template) => template.template_handle === handle)?.name ?? handle;
}
