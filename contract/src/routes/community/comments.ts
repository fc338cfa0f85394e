import {
  Comment,
  CommentEdit,
  CommentInput,
  CommentsPage,
  CommentsQuery,
} from '../../community/comments.js';
import { CommentModeration } from '../../community/moderation.js';
import { DataOf, IdParams, NoContent, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// Conversations on a public car's page and on its showcase entry, the author's edits and the
// keeper's moderation (docs/product.md#community).

export const commentRouteTable = defineRoutes({
  'GET /public/vehicles/:id/comments': {
    tags: ['community'],
    summary: "Comments on a public car's page, newest first, with one level of replies",
    params: IdParams,
    querystring: CommentsQuery,
    response: withErrors({ 200: CommentsPage }),
  },
  'POST /public/vehicles/:id/comments': {
    tags: ['community'],
    summary: "Comment on a public car's page, or reply to a comment there",
    security: [{ bearer: [] }],
    params: IdParams,
    body: CommentInput,
    response: withErrors({ 201: DataOf(Comment) }),
  },
  'GET /showcase/:id/comments': {
    tags: ['community'],
    summary: "Comments on a car's showcase entry, newest first, with one level of replies",
    params: IdParams,
    querystring: CommentsQuery,
    response: withErrors({ 200: CommentsPage }),
  },
  'POST /showcase/:id/comments': {
    tags: ['community'],
    summary: "Comment on a car's showcase entry, or reply to a comment there",
    security: [{ bearer: [] }],
    params: IdParams,
    body: CommentInput,
    response: withErrors({ 201: DataOf(Comment) }),
  },
  'PATCH /comments/:id': {
    tags: ['community'],
    summary: 'Edit my comment (it shows as edited)',
    security: [{ bearer: [] }],
    params: IdParams,
    body: CommentEdit,
    response: withErrors({ 200: DataOf(Comment) }),
  },
  'DELETE /comments/:id': {
    tags: ['community'],
    summary: 'Delete my comment (its replies stay, under "This comment was deleted.")',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
  'POST /comments/:id/hide': {
    tags: ['community'],
    summary: "Hide a comment on my car from everyone else (the car's keeper)",
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(CommentModeration) }),
  },
  'POST /comments/:id/restore': {
    tags: ['community'],
    summary: "Show again a comment I hid on my car (the car's keeper)",
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(CommentModeration) }),
  },
});
