/** The template's output format, with a preview of the file it writes. */
import type { Template } from '../model.ts';

export function FormatEditor(_props: { template: Template; onSaved: (template: Template) => void }) {
  return null;
}
