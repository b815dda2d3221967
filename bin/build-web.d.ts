/** Types of build-web.js, for the TypeScript that imports it (tests). */

/** The folder of an up-to-date build of the web apps, building one first when needed. */
export function buildWebIfStale(root: string, options?: { log?: (line: string) => void }): Promise<string>;

/** Builds when needed before `ferry serve`; a failure is reported, never thrown. */
export function buildWebBeforeServe(root: string): Promise<void>;
