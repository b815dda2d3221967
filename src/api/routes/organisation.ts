/**
 * The caller's organisation: its profile (any member reads, owners and admins change) and the
 * embed secret; and, without a token, the profile the importer shows before a sender logs in.
 */
import { Type } from 'typebox';
import { fromCatalog, NotFound } from '../../domain/errors.ts';
import { ok } from '../reply.ts';
import { Envelope } from '../schemas/envelope.ts';
import { acceptingReadShape } from '../schemas/read-only.ts';
import type { App } from '../types.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

const PublicProfile = Type.Object({
  subdomain: Type.String(),
  name: Type.String(),
  logo_url: Nullable(Type.String(), 'Logo the importer shows'),
  brand_color: Nullable(Type.String(), 'Brand colour, #rrggbb'),
});

const AiMatching = Type.Enum(['off', 'on'], {
  description:
    '`on`: columns marked `matchable_with_ai` that the local matcher is unsure of may be described to the ' +
    "operator's AI matcher (AI_MATCH_URL; headers, at most 5 samples per column, the columns' names, " +
    'descriptions and types; never the file). Default `off`.',
});

const Organisation = Type.Object({
  organisation_id: Type.String({ format: 'uuid' }),
  ...PublicProfile.properties,
  embed_origins: Type.Array(Type.String(), {
    description: 'Origins (https://host[:port]) whose pages may frame the importer',
  }),
  ai_matching: AiMatching,
  created_at: Type.String({ format: 'date-time' }),
});

const OrganisationWrite = acceptingReadShape(
  Type.Object(
    {
      name: Type.Optional(Type.String({ description: 'Not blank, at most 255 characters' })),
      logo_url: Type.Optional(
        Nullable(Type.String(), 'An https:// URL (http:// for localhost only); null removes it'),
      ),
      brand_color: Type.Optional(Nullable(Type.String(), '#rrggbb; null for the importer colour')),
      embed_origins: Type.Optional(
        Type.Array(Type.String(), {
          description:
            'Replaces the list: https://host[:port] origins (http:// for localhost only), at most 50',
        }),
      ),
      ai_matching: Type.Optional(AiMatching),
    },
    { additionalProperties: false },
  ),
  Organisation,
);

export default async function organisationRoutes(app: App): Promise<void> {
  app.get(
    '/organisation',
    {
      schema: {
        tags: ['Receiver'],
        summary: "The caller's organisation and its importer profile",
        response: { 200: Envelope(Organisation) },
      },
    },
    async (request) => ok(request, await app.services.organisations.profile(request.principal)),
  );

  app.put(
    '/organisation',
    {
      schema: {
        tags: ['Receiver'],
        summary:
          "Change the organisation's name, logo, brand colour, embed origins or AI matching (owner/admin)",
        description: 'Only the properties sent change; embed_origins replaces the whole list.',
        body: OrganisationWrite,
        response: { 200: Envelope(Organisation) },
      },
    },
    async (request) =>
      ok(request, await app.services.organisations.updateProfile(request.principal, request.body)),
  );

  app.get(
    '/import-profile/:subdomain',
    {
      config: { public: true },
      schema: {
        tags: ['Sender'],
        summary: 'What the importer shows of an organisation (no token needed)',
        params: Type.Object({ subdomain: Type.String() }),
        response: { 200: Envelope(PublicProfile) },
      },
    },
    async (request) => {
      const profile = await app.services.organisations.importProfile(request.params.subdomain);
      if (!profile) throw new NotFound('Organisation', ...fromCatalog('exception.not_found.subdomain'));
      const { embed_origins: _serverSideOnly, ...shown } = profile;
      return ok(request, shown);
    },
  );

  app.post(
    '/organisation/embed-secret',
    {
      schema: {
        tags: ['Integrations'],
        summary: 'Rotate the secret that signs embedded logins',
        description:
          'Logins signed with the previous secret are refused from now on. Owners and admins, signed in as ' +
          'themselves; an API key gets 403, since the secret it would read outlives the key.',
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
