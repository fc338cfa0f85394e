import { Type, type Static } from '@sinclair/typebox';

// The contact form. (The administrators' inbox is in ./admin.ts.)

export const SubmitFeedbackBody = Type.Object({
  title: Type.String({
    maxLength: 200,
    errorMessages: { maxLength: 'Subject must be at most 200 characters long.' },
  }),
  description: Type.String({
    maxLength: 5000,
    errorMessages: { maxLength: 'Message must be at most 5000 characters long.' },
  }),
  // A string rather than format: 'email': the contact form sends '' for "not given".
  contactEmail: Type.Optional(Type.String({ maxLength: 254 })),
});
export type SubmitFeedbackBody = Static<typeof SubmitFeedbackBody>;

export const FeedbackReceived = Type.Object({ id: Type.String() });
export type FeedbackReceived = Static<typeof FeedbackReceived>;
