import { FeedbackReceived, SubmitFeedbackBody } from '../feedback.js';
import { DataOf, withErrors } from '../http.js';
import { defineRoutes } from './route-spec.js';

// The contact form anyone may send; its inbox is the administrators' (admin.ts).

export const feedbackRouteTable = defineRoutes({
  'POST /feedback/submit': {
    tags: ['feedback'],
    summary: 'Contact form: guests must give an email, signed-in senders may',
    body: SubmitFeedbackBody,
    response: withErrors({ 201: DataOf(FeedbackReceived) }),
  },
});
