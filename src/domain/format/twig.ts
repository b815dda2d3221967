/**
 * Twig for receiver-written templates, through Ferry's own interpreter (./twig/): twig.js has no
 * sandbox, and a receiver's template runs on a shared worker. Autoescape is off; `json_encode` and
 * `escape('xml')` are there; nothing reads files or reaches past the variables given.
 */
import { compileTwig, TwigError } from './twig/index.ts';

export { type CompiledTwig, compileTwig, escapeXml, TwigError } from './twig/index.ts';

/** The message of an error thrown while compiling or rendering. */
export function twigErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Why `source` cannot be used, or null. Parsing checks everything the policy decides (tags,
 * filters, functions, tests, names) and the length bound, so nothing is rendered: a check at
 * save time runs none of the template, and takes time bounded by the template's length.
 */
export function twigProblem(source: string): TwigError | null {
  try {
    compileTwig(source);
    return null;
  } catch (error) {
    if (error instanceof TwigError) return error;
    throw error;
  }
}
