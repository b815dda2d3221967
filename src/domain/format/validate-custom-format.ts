/**
 * Rules of format.custom: the item template is required when the custom format is chosen, and
 * each Twig template must compile and render once with empty values (twig.js finds an unknown
 * filter or function only when rendering, so a compile alone would let typos through).
 */

import { twigError } from './twig.ts';
import type { FormatContext } from './validate-format.ts';

type Add = (path: string, value: unknown, message: string) => void;

export function checkCustom(
  custom: Record<string, unknown>,
  chosen: boolean,
  ctx: FormatContext,
  add: Add,
): void {
  if (chosen && (typeof custom.item !== 'string' || custom.item.trim() === '')) {
    add('format.custom.item', custom.item, 'This value should not be blank.');
  }
  const empty = Object.fromEntries(ctx.technicalNames.map((name) => [name, '']));
  const samples: Record<string, object> = {
    header: { columns: ctx.technicalNames },
    item: { ...empty, item: empty, loop: { index: 1, index0: 0, first: true } },
    footer: { columns: ctx.technicalNames, count: 0 },
  };
  for (const field of ['header', 'item', 'footer'] as const) {
    const source = custom[field];
    if (typeof source !== 'string' || source === '') continue;
    const error = twigError(source, samples[field]!);
    if (error !== null) add(`format.custom.${field}`, source, `The Twig template does not render: ${error}`);
  }
}
