import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, useApiCursorList } from '@vg/shared';
import type { Comment, CommentEdit, CommentInput, CommentReply, CommentTarget } from '@vg/contract';
import { communityKeys, THREAD_LIST } from '../../../lib/query-keys';

export type { Comment, CommentReply, CommentTarget };
/** A comment or a reply: what one line of the thread shows and acts on. */
export type AnyComment = Comment | CommentReply;

export const COMMENTS_PAGE_SIZE = 20;

/** Where a comment is written: under a public car's page, or under its showcase entry. */
const THREAD_POST = {
  vehicle: 'POST /public/vehicles/:id/comments',
  showcase: 'POST /showcase/:id/comments',
} as const satisfies Record<CommentTarget, string>;

/** GET the thread (anyone): top-level comments newest first, each with its replies. */
export function useComments(target: CommentTarget, vehicleId: string) {
  return useApiCursorList(THREAD_LIST[target], {
    params: { id: vehicleId },
    query: { limit: COMMENTS_PAGE_SIZE },
  });
}

/** Every write to a thread: on success the thread and the car's counts are read again. */
function useThreadMutation<Variables>(
  target: CommentTarget,
  vehicleId: string,
  write: (variables: Variables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.thread(target, vehicleId) }),
        queryClient.invalidateQueries({ queryKey: communityKeys.vehicleCommunity(vehicleId) }),
      ]),
  });
}

/** POST a comment or a reply (members). */
export const usePostComment = (target: CommentTarget, vehicleId: string) =>
  useThreadMutation(target, vehicleId, async (body: CommentInput) => {
    const answer = await callApi(THREAD_POST[target], { params: { id: vehicleId }, body });
    return answer.data;
  });

/** PATCH the text of one's own comment (it is then marked edited). */
export const useEditComment = (target: CommentTarget, vehicleId: string) =>
  useThreadMutation(target, vehicleId, async ({ id, ...body }: CommentEdit & { id: string }) => {
    const answer = await callApi('PATCH /comments/:id', { params: { id }, body });
    return answer.data;
  });

/** DELETE one's own comment: its text goes, its replies stay. */
export const useDeleteComment = (target: CommentTarget, vehicleId: string) =>
  useThreadMutation(target, vehicleId, (id: string) =>
    callApi('DELETE /comments/:id', { params: { id } }),
  );

/** The car's owner (or an admin) hides a comment from everyone else, or shows it again. */
export const useSetCommentHidden = (target: CommentTarget, vehicleId: string) =>
  useThreadMutation(target, vehicleId, ({ id, hidden }: { id: string; hidden: boolean }) =>
    callApi(hidden ? 'POST /comments/:id/hide' : 'POST /comments/:id/restore', {
      params: { id },
    }),
  );
