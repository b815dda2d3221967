/** Types of compile.js for the TypeScript that imports it (its tests). */
export interface CompileOptions {
  /** Output name → source file, relative to the project folder. */
  entryPoints: Record<string, string>;
  /** Where builds are kept; `node_modules/.cache/ferry` by default. */
  cacheDir?: string;
}
export function compile(root: string, options: CompileOptions): Promise<{ dir: string; compiled: boolean }>;
export function entryUrl(dir: string, name: string): string;
