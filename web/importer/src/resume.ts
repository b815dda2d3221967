/**
 * The file in progress, kept in the tab's sessionStorage (its id only), so a reload or a sign-in
 * again resumes it at its step instead of asking for the file anew.
 */
import { ApiError, isUnreachable } from '../../shared/api.ts';
import type { Context } from './context.ts';
import { tabStorage } from './storage.ts';
import type { Transformation } from './types.ts';

/** Steps from which the importer can carry on. */
const RESUMABLE = new Set([
  'to_normalize',
  'normalizing',
  'normalized',
  'to_match',
  'matching',
  'matched',
  'reusing',
  'to_transform',
  'transforming',
  'transformed',
]);

export class ResumePoint {
  private readonly key: string;

  constructor(subdomain: string, handle: string) {
    this.key = `ferry.transformation.${subdomain}.${handle}`;
  }

  /** Keeps the file's id and the header row its preview showed (rows are numbered from it). */
  save(transformationId: string, headerRow: number | null): void {
    tabStorage.set(this.key, transformationId);
    tabStorage.set(`${this.key}.header_row`, String(headerRow ?? ''));
  }

  /** The header row saved with the file; null when unknown or none (JSON, XML). */
  headerRow(): number | null {
    const saved = Number(tabStorage.get(`${this.key}.header_row`) || Number.NaN);
    return Number.isInteger(saved) && saved >= 1 ? saved : null;
  }

  clear(): void {
    tabStorage.remove(this.key);
    tabStorage.remove(`${this.key}.header_row`);
  }

  /** The transformation to resume, or null to start with a new file. */
  async load(ctx: Context): Promise<Transformation | null> {
    const id = tabStorage.get(this.key);
    if (!id) return null;
    try {
      const transformation = await ctx.api.call<Transformation>(
        'GET',
        `/transformation/${encodeURIComponent(id)}`,
      );
      if (RESUMABLE.has(transformation.step)) return transformation;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || isUnreachable(error)) throw error;
    }
    this.clear();
    return null;
  }
}
