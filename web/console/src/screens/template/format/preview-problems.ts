/**
 * Where the format test's problems stand. The route answers each problem with its place
 * (`problems`): the property a check is about, and for the custom format the template (header,
 * item, footer) and its line, so that the editor marks the line in any language.
 */
import type { Payload } from '../../../../../shared/api-payload.ts';

export type TwigPart = 'header' | 'item' | 'footer';

export interface Problem {
  /** The sentence as the server said it, the property first. */
  text: string;
  /** The sentence without the property path, to show beside that property. */
  message: string;
  /** The property it is about (`format.csv.delimiter`), when it names one. */
  path: string | null;
  /** The Twig template it is in, and its line there, when the server names them. */
  part: TwigPart | null;
  line: number | null;
}

type Answered = Payload<'postTemplateTemplateHandleFormatTest'>['problems'][number];

export function readProblem(answered: Answered): Problem {
  const path = answered.property_path;
  return {
    text: path ? `${path}: ${answered.message}` : answered.message,
    message: answered.message,
    path,
    part: answered.part,
    line: answered.part ? answered.line : null,
  };
}
