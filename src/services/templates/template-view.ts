/** The template as the API returns it: the specification's list-entry shape, for reads and lists alike. */
import { render } from '../../domain/messages/index.ts';
import type { TemplateRow } from '../../store/templates/templates.ts';
import type { DanglingKind, DanglingReference } from './dangling-references.ts';
import { maskedPush } from './push-field.ts';

/** The stored template without its internal fields; `handle` is `template_handle`, sizes are numbers. */
export type TemplateView = Omit<
  TemplateRow,
  'template_id' | 'organisation_id' | 'handle' | 'max_file_size' | 'created_at' | 'updated_at'
> & {
  template_handle: string;
  max_file_size: number | null;
};

/**
 * Who reads: a sender (customer token) may read the templates it uses, but where the receiver's
 * data is pushed is none of its business: its `push` reads null.
 */
export type TemplateAudience = 'receiver' | 'sender';

export function templateView(row: TemplateRow, audience: TemplateAudience = 'receiver'): TemplateView {
  const {
    template_id: _id,
    organisation_id: _org,
    handle,
    max_file_size,
    created_at: _c,
    updated_at: _u,
    push,
    ...fields
  } = row;
  // Stored file_name keeps its date tags unresolved, as reads must return it.
  return {
    template_handle: handle,
    ...fields,
    max_file_size: max_file_size === null ? null : Number(max_file_size),
    // Header values are masked in every read: they are the receiver's credentials.
    push: audience === 'sender' ? null : maskedPush(push),
  };
}

/** A reference to a column the template does not have, as a template read lists it. */
export interface TemplateProblem {
  kind: DanglingKind;
  /** The column whose conditions or constraint hold the reference; absent for the format's. */
  column_id?: string;
  /** What is wrong, in the reader's language. */
  message: string;
}

/** One template as `GET /template/{handle}` reads it. */
export type TemplateRead = TemplateView & { problems: TemplateProblem[] };

/** A dangling reference as a template read lists it, said in `language`. */
export function templateProblem(
  { kind, column_id, message, said }: DanglingReference,
  language: string,
): TemplateProblem {
  const text = said ? render(said, language) : message;
  return column_id === null ? { kind, message: text } : { kind, column_id, message: text };
}
