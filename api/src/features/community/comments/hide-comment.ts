import { setCommentHidden } from './comment-moderation.js';
import { keeperModerationRoute } from './keeper-moderation-route.js';

/**
 * POST /comments/:id/hide (the car's keeper): the comment, and its replies with it, disappear from
 * the page, every count and the feeds for everyone else; the keeper still sees it, marked hidden.
 */
export const hideCommentRoute = keeperModerationRoute({
  key: 'POST /comments/:id/hide',
  moderate: (db, comment, keeper) =>
    setCommentHidden(db, comment, { by: keeper.id, role: 'owner' }),
});
