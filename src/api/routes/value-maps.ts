/**
 * The values a sender maps (registered by ./transformations.ts): a source column's distinct values
 * over the whole file, what the run would make of each, and the values the column allows.
 */
import { ok } from '../reply.ts';
import { Envelope } from '../schemas/envelope.ts';
import { ValueMapParams, ValueMapQuery, ValueMapSchema } from '../schemas/value-map.ts';
import type { App } from '../types.ts';

export default async function valueMapRoutes(app: App): Promise<void> {
  app.get(
    '/transformation/:transformationId/mapping/values/:columnId',
    {
      // Senders (customer tokens) map values too; the service limits them to their own files.
      config: { customer: true },
      schema: {
        tags: ['Sender'],
        summary: 'The distinct values of a source column, with counts and what the run would make of each',
        description:
          'For a value map on a CHOICE, LIST_OF_VALUES or BOOLEAN column, once the columns are matched. ' +
          'Reads the whole source (the column the mapping gives, or `source`); lists the 1,000 most frequent ' +
          'values. 409 before the step matched, for another column type, or for a header the file lacks; ' +
          '404 for a column the template lacks or the caller cannot see.',
        params: ValueMapParams,
        querystring: ValueMapQuery,
        response: { 200: Envelope(ValueMapSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.valueMaps.values(
          request.principal,
          request.params.transformationId,
          request.params.columnId,
          request.query,
        ),
      ),
  );
}
