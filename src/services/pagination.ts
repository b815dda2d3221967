/** The specification's pagination payload; page ≥ 1, per_page 1–100 (DESIGN §3). */
import { Violation, type ViolationItem, violationOf } from '../domain/errors.ts';
import { phrase } from '../domain/messages/index.ts';

export interface PageRequest {
  page: number;
  per_page: number;
}

export interface Page<T> {
  total_pages: number;
  current_page: number;
  total_items: number;
  items_per_page: number;
  entries: T[];
}

export const MAX_PER_PAGE = 100;

/** Validates page numbers (409 out of range) and applies the defaults 1 and 20. */
export function pageRequest(query: { page?: number | null; per_page?: number | null }): PageRequest {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 20;
  const violations: ViolationItem[] = [];
  if (!Number.isInteger(page) || page < 1)
    violations.push(violationOf('page', page, phrase('violation.field.minimum', { limit: 1 })));
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    violations.push(
      violationOf('per_page', perPage, phrase('violation.field.between', { min: 1, max: MAX_PER_PAGE })),
    );
  if (violations.length) throw new Violation(violations);
  return { page, per_page: perPage };
}

/** The specification's four pagination fields for `total` items. */
export function pageFields(total: number, request: PageRequest): Omit<Page<never>, 'entries'> {
  return {
    total_pages: Math.ceil(total / request.per_page),
    current_page: request.page,
    total_items: total,
    items_per_page: request.per_page,
  };
}

export function pageOf<T>(entries: T[], total: number, request: PageRequest): Page<T> {
  return { ...pageFields(total, request), entries };
}
