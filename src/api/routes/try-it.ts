/** `POST /template/{handle}/try-it`: the console's Try it, the receiver as a sender of its own template. */
import { Type } from 'typebox';
import { ok } from '../reply.ts';
import { Envelope, ErrorResponse } from '../schemas/envelope.ts';
import { TemplateHandleParams } from '../schemas/template.ts';
import type { App } from '../types.ts';

const TrialLoginSchema = Type.Object({
  access_token: Type.String({ description: "A customer token of the organisation's trial customer" }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
  customer_id: Type.String({ format: 'uuid', description: "The trial customer's UUID" }),
  customer_name: Type.Union([Type.String(), Type.Null()], {
    description: 'Its name, which its submissions show: "Test (organisation name)" unless renamed',
  }),
  subdomain: Type.String({ description: 'The importer runs at /import/{subdomain}/{template_handle}' }),
  template_handle: Type.String(),
});

export default async function tryItRoutes(app: App): Promise<void> {
  app.post(
    '/template/:templateHandle/try-it',
    {
      schema: {
        tags: ['Receiver'],
        summary: 'Try a template as a sender: a token of the organisation’s trial customer for the importer',
        description:
          "Makes the organisation's trial customer on first use (`trial: true`: not counted in the plan's " +
          'CUSTOMERS, never invited) and answers a customer token bound to this template, for the importer ' +
          'embedded in the console. Every template is open to it, private or switched off. Its submissions ' +
          'are real ones, marked `trial: true`.',
        params: TemplateHandleParams,
        response: {
          200: Envelope(TrialLoginSchema),
          404: ErrorResponse('No template with this handle in the organisation'),
        },
      },
      // Uploading, reviewing and submitting a file is a member's work too.
      config: { member: true },
    },
    async (request) =>
      ok(request, await app.services.trialLogins.start(request.principal, request.params.templateHandle)),
  );
}
