import { FeedbackItem, FeedbackQuery, FeedbackStatusPatch } from '../../admin.js';
import { FeedbackReceived, SubmitFeedbackBody } from '../../feedback.js';
import { DataOf, IdParams, PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// The contact form anyone may send, and the administrators' inbox of what it sent.

export const feedbackRouteTable = defineRoutes({
  'POST /feedback/submit': {
    tags: ['feedback'],
    summary: 'Contact form: guests must give an email, signed-in senders may',
    body: SubmitFeedbackBody,
    response: withErrors({ 201: DataOf(FeedbackReceived) }),
  },
  'GET /admin/feedback': {
    tags: ['admin'],
    summary: 'Contact-form messages, newest first',
    security: [{ bearer: [] }],
    querystring: FeedbackQuery,
    response: withErrors({ 200: PageOf(FeedbackItem) }),
  },
  'PATCH /admin/feedback/:id': {
    tags: ['admin'],
    summary: 'Mark a message new, read or archived',
    security: [{ bearer: [] }],
    params: IdParams,
    body: FeedbackStatusPatch,
    response: withErrors({ 200: DataOf(FeedbackItem) }),
  },
});
