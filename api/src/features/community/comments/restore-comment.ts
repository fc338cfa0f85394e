import { unprocessable } from '../../../http/errors.js';
import { ADMIN_HID_IT, setCommentHidden } from './comment-moderation.js';
import { keeperModerationRoute } from './keeper-moderation-route.js';

/** POST /comments/:id/restore (the car's keeper): show again a comment they hid. */
export const restoreCommentRoute = keeperModerationRoute({
  key: 'POST /comments/:id/restore',
  moderate: async (db, comment) => {
    // A moderator's decision is not the keeper's to undo.
    if (comment.hidden_by_role === 'admin') throw unprocessable({ id: ADMIN_HID_IT });
    return setCommentHidden(db, comment, null);
  },
});
