/** Request and response shapes of members and their invitations (DESIGN §10 "Members"). */
import { Type } from 'typebox';

const Role = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')], {
  description:
    'owner: everything; admin: all but members and API keys; member: reads, runs feeds, reviews and submits.',
});

export const MemberSchema = Type.Object({
  user_id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  created_at: Type.String({ format: 'date-time' }),
  last_sign_in_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'The last sign-in with a password or an invitation; null if never.',
  }),
});

/** Properties are checked by the service, which names the one at fault (409). */
export const MemberInvitationBody = Type.Object(
  {
    email: Type.Optional(Type.Unknown({ description: 'The address the invitation goes to.' })),
    role: Type.Optional(Type.Unknown({ description: '`owner`, `admin` or `member`.' })),
  },
  { additionalProperties: false },
);

export const MemberInvitationSchema = Type.Object({
  invitation_id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  role: Role,
  expires_at: Type.String({ format: 'date-time', description: '7 days after the invitation.' }),
});

export const MemberRoleBody = Type.Object(
  { role: Type.Optional(Type.Unknown({ description: '`owner`, `admin` or `member`.' })) },
  { additionalProperties: false },
);

export const MemberParams = Type.Object({ userId: Type.String({ maxLength: 100 }) });

export const InvitationAcceptanceBody = Type.Object(
  {
    token: Type.Optional(Type.Unknown({ description: 'The token after `#` in the e-mailed link.' })),
    password: Type.Optional(Type.Unknown({ description: 'At least 8 characters.' })),
    name: Type.Optional(Type.Unknown({ description: 'How the member is named to others; optional.' })),
  },
  { additionalProperties: false },
);
