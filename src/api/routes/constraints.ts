/** Validation constraints on template columns, and the catalog of validation functions. */
import { Type } from 'typebox';
import { ok } from '../reply.ts';
import {
  ConstraintCreateBody,
  ConstraintFunctionSchema,
  ConstraintSchema,
  ConstraintUpdateBody,
} from '../schemas/constraint.ts';
import { Envelope, NotBlank, Uuid } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const tags = ['Receiver'];
const ConstraintParams = Type.Object({ constraintId: Uuid });

export default async function constraintRoutes(app: App): Promise<void> {
  app.get(
    '/constraint-functions',
    {
      schema: {
        tags,
        summary: 'List the validation functions and their arguments',
        response: { 200: Envelope(Type.Array(ConstraintFunctionSchema)) },
      },
    },
    async (request) => ok(request, app.services.constraints.functions()),
  );

  app.post(
    '/constraint',
    {
      schema: {
        tags,
        summary: 'Attach a validation constraint to a column',
        body: ConstraintCreateBody,
        response: { 200: Envelope(ConstraintSchema) },
      },
    },
    async (request) => ok(request, await app.services.constraints.create(request.principal, request.body)),
  );

  app.get(
    '/constraint/:constraintId',
    {
      schema: {
        tags,
        summary: 'Read a constraint',
        params: ConstraintParams,
        response: { 200: Envelope(ConstraintSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.constraints.get(request.principal, request.params.constraintId)),
  );

  app.put(
    '/constraint/:constraintId',
    {
      schema: {
        tags,
        summary: 'Update a constraint; properties not sent stay untouched',
        params: ConstraintParams,
        body: ConstraintUpdateBody,
        response: { 200: Envelope(ConstraintSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.constraints.update(request.principal, request.params.constraintId, request.body),
      ),
  );

  app.delete(
    '/constraint/:constraintId',
    {
      schema: {
        tags,
        summary: 'Delete a constraint',
        params: ConstraintParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (request, reply) => {
      await app.services.constraints.delete(request.principal, request.params.constraintId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/template/:templateHandle/column/:columnId/constraints',
    {
      schema: {
        tags,
        summary: "List a column's constraints",
        params: Type.Object({ templateHandle: NotBlank(), columnId: Uuid }),
        response: { 200: Envelope(Type.Array(ConstraintSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.constraints.listOfColumn(
          request.principal,
          request.params.templateHandle,
          request.params.columnId,
        ),
      ),
  );
}
