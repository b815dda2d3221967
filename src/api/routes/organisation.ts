/** The caller's organisation: embed secret rotation (owner/admin). */
import { Type } from 'typebox';
import { ok } from '../reply.ts';
import { Envelope } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

export default async function organisationRoutes(app: App): Promise<void> {
  app.post(
    '/organisation/embed-secret',
    {
      schema: {
        tags: ['Integrations'],
        summary: 'Rotate the secret that signs embedded logins',
        response: { 200: Envelope(Type.Object({ embed_secret: Type.String() })) },
      },
    },
    async (request) => {
      return ok(request, {
        embed_secret: await app.services.organisations.rotateEmbedSecret(request.principal),
      });
    },
  );
}
