/**
 * Bounds of one Twig render. A receiver's template runs once per row on a shared worker, so every
 * render ends after a fixed amount of work whatever the template and the row hold. The numbers
 * leave room for real formats (an item looping over 200 columns with a few filters each uses some
 * 5,000 steps) while a runaway template stops within milliseconds.
 */

/** The longest template text accepted, in characters (checked when a template is saved). */
export const MAX_TEMPLATE_LENGTH = 64 * 1024;
/** Evaluation steps per render: every node evaluated and every loop turn counts one. */
export const MAX_STEPS = 100_000;
/** Characters one render may output; also the longest string a render may build. */
export const MAX_OUTPUT = 1024 * 1024;
/** Values a range (`1..n`, `range()`) may hold. */
export const MAX_RANGE = 10_000;
/** Nesting of expressions and tags, so that parsing and rendering never exhaust the stack. */
export const MAX_DEPTH = 64;
/**
 * Characters of a text read or built that count as one step: work on a long text grows with its
 * length. At 64, the slowest filters (a callback per character, as `escape('js')`) do some 3 µs of
 * work per step, so a render at the edge of its budget still ends within a few hundred ms.
 */
export const CHARS_PER_STEP = 64;
