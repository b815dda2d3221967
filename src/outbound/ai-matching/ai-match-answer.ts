/**
 * Reading an AI matcher's answer: a chat completion whose message is JSON following the schema
 * asked for. Anything else (prose, a truncated answer, JSON of another shape) is refused whole,
 * with a sentence; names the question did not hold are passed on as they are, for the domain's AI
 * stage to ignore one by one and say so.
 */
import { Type } from 'typebox';
import type { AiSuggestion } from '../../domain/column-matching/index.ts';
import { matchesSchema } from '../../domain/types/definition/config-schema.ts';
import type { AiQuestion } from './ai-match-request.ts';

/** A refusal of the answer, worded for the explanation a sender reads. */
export class AiAnswerRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiAnswerRefused';
  }
}

const Completion = Type.Object({
  choices: Type.Array(Type.Object({ message: Type.Object({ content: Type.String() }) }), { minItems: 1 }),
});

/** What the answer must follow; extra properties a model adds (a reason) are tolerated and dropped. */
export const ANSWER_SCHEMA = Type.Object({
  matches: Type.Array(
    Type.Object({
      column: Type.String(),
      source: Type.Union([Type.String(), Type.Null()]),
      confidence: Type.Number(),
    }),
  ),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A message that is only a fenced JSON block (what models without structured outputs often send). */
function unfenced(content: string): string {
  const fenced = /^```(?:json)?\s*\n([\s\S]*)\n```$/.exec(content.trim());
  return fenced ? fenced[1]! : content;
}

/** The suggestions in `body`, the text of a chat completion answering `question`. */
export function readAnswer(body: string, question: AiQuestion): AiSuggestion[] {
  const completion = parseJson(body);
  if (!matchesSchema(Completion, completion)) {
    throw new AiAnswerRefused('its answer was not a chat completion');
  }
  const content = (completion as { choices: { message: { content: string } }[] }).choices[0]!.message.content;
  const answer = parseJson(unfenced(content));
  if (answer === undefined) throw new AiAnswerRefused('it answered prose, not the JSON asked for');
  if (!matchesSchema(ANSWER_SCHEMA, answer)) {
    throw new AiAnswerRefused('its JSON did not follow the schema asked for');
  }
  return (answer as { matches: { column: string; source: string | null; confidence: number }[] }).matches.map(
    (match) => ({
      technical_name: match.column,
      source: match.source === null ? null : (question.headerOf.get(match.source) ?? match.source),
      confidence: match.confidence,
    }),
  );
}
