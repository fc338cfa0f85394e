import { Type } from '@sinclair/typebox';
import { Nullable } from '../../../http/schemas.js';

export const SignInSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    device: Nullable(Type.String({ description: '"Firefox on Windows"; null when not known' })),
    method: Nullable(
      Type.Union([
        Type.Literal('password'),
        Type.Literal('google'),
        Type.Literal('registration'),
        Type.Literal('password_change'),
      ]),
    ),
    ip: Nullable(Type.String({ description: 'The client address the sign-in came from' })),
    signedInAt: Type.String({ format: 'date-time' }),
    lastSeenAt: Nullable(Type.String({ format: 'date-time' })),
    current: Type.Boolean({ description: 'The session making this request' }),
  },
  { $id: 'SignIn' },
);
