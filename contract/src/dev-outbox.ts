import { Type, type Static } from '@sinclair/typebox';

/** Development only: an email the app would have sent, with the links found in it. */
export const OutboxEmail = Type.Object({
  id: Type.Number(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  links: Type.Array(Type.String()),
  sentAt: Type.String({ format: 'date-time' }),
});
export type OutboxEmail = Static<typeof OutboxEmail>;

export const OutboxEmails = Type.Array(OutboxEmail);
