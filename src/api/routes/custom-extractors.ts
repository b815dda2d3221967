/** The custom extractors the operator installed in FERRY_EXTRACTORS_DIR (DESIGN §7). */
import { Type } from 'typebox';
import { ok } from '../reply.ts';
import { Envelope } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const CustomExtractorSchema = Type.Object({
  custom_data_extractor_id: Type.String({
    format: 'uuid',
    description: "UUID v5 of the handle: what a custom source's custom_data_extractor_id names",
  }),
  handle: Type.String(),
  name: Type.String(),
});

export default async function customExtractorRoutes(app: App): Promise<void> {
  app.get(
    '/custom-extractors',
    {
      // Senders make custom sources too, and choose the extractor from this list.
      config: { customer: true },
      schema: {
        tags: ['Sender'],
        summary: 'List the custom extractors installed on this server, by handle',
        response: { 200: Envelope(Type.Array(CustomExtractorSchema)) },
      },
    },
    async (request) => ok(request, await app.services.customExtractors.list(request.principal)),
  );
}
