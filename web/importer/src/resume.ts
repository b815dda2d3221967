/**
 * The file in progress, kept in the tab's sessionStorage (its id only), so a reload or a sign-in
 * again resumes it at its step instead of asking for the file anew.
 */
import { ApiError } from './api.ts';
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

  save(transformationId: string): void {
    tabStorage.set(this.key, transformationId);
  }

  clear(): void {
    tabStorage.remove(this.key);
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
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
    this.clear();
    return null;
  }
}
