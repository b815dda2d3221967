/**
 * Everything of a list the server pages (sources, feeds, connectors), read page by page up to a
 * bound: enough to name what a form picks from and to show a list of an organisation's automations.
 */
import { useEffect, useState } from 'preact/hooks';
import { request } from '../../session.ts';

interface Paged<T> {
  entries: T[];
  total_pages: number;
}

/** At most this many pages of 100 are read: 1,000 entries. */
const PAGES = 10;

export async function readAll<T>(path: string): Promise<T[]> {
  const all: T[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let page = 1; page <= PAGES; page++) {
    const answer = await request<Paged<T>>('GET', `${path}${join}per_page=100&page=${page}`);
    all.push(...answer.entries);
    if (page >= answer.total_pages) break;
  }
  return all;
}

/** The list at `path`, its refusal, and a way to read it again. */
export function useList<T>(path: string | null) {
  const [entries, setEntries] = useState<T[] | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) return;
    let current = true;
    setProblem(null);
    readAll<T>(path).then(
      (found) => current && setEntries(found),
      (error) => current && setProblem(error),
    );
    return () => {
      current = false;
    };
  }, [path, attempt]);
  return { entries, problem, reload: () => setAttempt((n) => n + 1), setEntries };
}
