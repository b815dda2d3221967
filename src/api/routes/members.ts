/** The people of the organisation (DESIGN §10 "Members"): listed to its users, managed by its owners. */
import { Type } from 'typebox';
import { pageRequest } from '../../services/pagination.ts';
import { ok } from '../reply.ts';
import { Envelope, PageQuery, PageSchema } from '../schemas/envelope.ts';
import {
  InvitationAcceptanceBody,
  MemberInvitationBody,
  MemberInvitationSchema,
  MemberParams,
  MemberRoleBody,
  MemberSchema,
} from '../schemas/member.ts';
import { TokenPairSchema } from '../schemas/token-pair.ts';
import type { App } from '../types.ts';

const tags = ['Integrations'];

export default async function memberRoutes(app: App): Promise<void> {
  app.get(
    '/members',
    {
      schema: {
        tags,
        summary: "List the organisation's members",
        description: 'Any member signed in as themselves; not an API key.',
        querystring: Type.Object(PageQuery),
        response: { 200: Envelope(PageSchema(MemberSchema)) },
      },
    },
    async (request) =>
      ok(request, await app.services.members.list(request.principal, pageRequest(request.query))),
  );

  app.get(
    '/members/me',
    {
      schema: {
        tags,
        summary: 'The signed-in member: who they are and their role',
        description: 'Any member signed in as themselves; not an API key.',
        response: { 200: Envelope(MemberSchema) },
      },
    },
    async (request) => ok(request, await app.services.members.me(request.principal)),
  );

  app.post(
    '/members/invitations',
    {
      schema: {
        tags,
        summary: 'Invite a person by e-mail, with a role',
        description:
          'Owners only. E-mails a link to /app/invitation#<token>, valid 7 days and single use, where the person chooses a password. A new invitation of the same address replaces a pending one.',
        body: MemberInvitationBody,
        response: { 200: Envelope(MemberInvitationSchema) },
      },
    },
    async (request) =>
      ok(request, await app.services.memberInvitations.invite(request.principal, request.body)),
  );

  app.post(
    '/auth/invitation',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Accept an invitation: set a password and sign in',
        body: InvitationAcceptanceBody,
        response: { 200: Envelope(TokenPairSchema) },
      },
    },
    async (request) => ok(request, await app.services.memberInvitations.accept(request.body, request.ip)),
  );

  app.put(
    '/members/:userId',
    {
      schema: {
        tags,
        summary: "Change a member's role",
        description:
          'Owners only; it applies to the member’s next request. The last owner cannot be demoted (409).',
        params: MemberParams,
        body: MemberRoleBody,
        response: { 200: Envelope(MemberSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await app.services.members.changeRole(request.principal, request.params.userId, request.body),
      ),
  );

  app.delete(
    '/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member; their tokens stop working at once',
        description: 'Owners only. The last owner cannot be removed (409).',
        params: MemberParams,
        response: { 204: Type.Null({ description: 'Removed' }) },
      },
    },
    async (request, reply) => {
      await app.services.members.remove(request.principal, request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
