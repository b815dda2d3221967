/** Bulk imports: the form and past imports at /app/bulk-imports, one import at /app/bulk-imports/{id}. */
import { segments } from '../../router.ts';
import { ImportDetail } from './import-detail.tsx';
import { ImportList } from './import-list.tsx';

export function BulkImports() {
  const id = segments()[1];
  return id ? <ImportDetail key={id} importId={id} /> : <ImportList />;
}

/** When an import started, in the reader's language: "6 Dec 2026, 23:05". */
export function startedAt(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
