/**
 * Shapes of the API read from the generated `api-types.ts`: `Payload<'getTemplates'>` is what
 * GET /templates answers inside its envelope, `RequestBody<'postAuthToken'>` what it accepts.
 */
import type { operations } from './api-types.ts';

type Json<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;

/** The envelope's payload of an operation's 200 answer. */
export type Payload<Operation extends keyof operations> = operations[Operation]['responses'] extends {
  200: infer Answer;
}
  ? Json<Answer> extends { payload: infer Inside }
    ? Inside
    : never
  : never;

/** The JSON body an operation accepts. */
export type RequestBody<Operation extends keyof operations> = operations[Operation] extends {
  requestBody?: infer Body;
}
  ? Json<NonNullable<Body>>
  : never;
