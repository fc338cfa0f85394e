import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData, useCursorList } from '@vg/shared';
import type { Comment, CommentEdit, CommentInput, CommentReply, CommentTarget } from '@vg/contract';
import { commentKeys, vehicleCommunityKeys } from '../../../lib/query-keys';

export type { Comment, CommentReply, CommentTarget };
/** A comment or a reply: what one line of the thread shows and acts on. */
export type AnyComment = Comment | CommentReply;

export const COMMENTS_PAGE_SIZE = 20;

/** Where a thread lives: under a public car's page, or under its showcase entry. */
export function threadPath(target: CommentTarget, vehicleId: string): string {
  const id = encodeURIComponent(vehicleId);
  return target === 'vehicle' ? `/public/vehicles/${id}/comments` : `/showcase/${id}/comments`;
}

/** GET the thread (anyone): top-level comments newest first, each with its replies. */
export function useComments(target: CommentTarget, vehicleId: string) {
  return useCursorList<Comment>({
    queryKey: commentKeys.thread(target, vehicleId),
    path: threadPath(target, vehicleId),
    params: { limit: COMMENTS_PAGE_SIZE },
  });
}

const commentPath = (id: string) => `/comments/${encodeURIComponent(id)}`;

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
        queryClient.invalidateQueries({ queryKey: commentKeys.thread(target, vehicleId) }),
        queryClient.invalidateQueries({ queryKey: vehicleCommunityKeys.all }),
      ]),
  });
}

/** POST a comment or a reply (members). */
export const usePostComment = (target: CommentTarget, vehicleId: string) =>
  useThreadMutation(target, vehicleId, (input: CommentInput) =>
    apiRequest('POST', threadPath(target, vehicleId), input).then(unwrapData<CommentReply>),
  );

/** PATCH the text of one's own comment (it is then marked edited). */
export const useEditComment = (target: CommentTarget, vehicleId: string) =>
  useThreadMutation(target, vehicleId, ({ id, ...edit }: CommentEdit & { id: string }) =>
    apiRequest('PATCH', commentPath(id), edit).then(unwrapData<CommentReply>),
  );

/** DELETE one's own comment: its text goes, its replies stay. */
export const useDeleteComment = (target: CommentTarget, vehicleId: string) =>
  useThreadMutation(target, vehicleId, (id: string) => apiRequest('DELETE', commentPath(id)));

/** The car's owner (or an admin) hides a comment from everyone else, or shows it again. */
export const useSetCommentHidden = (target: CommentTarget, vehicleId: string) =>
  useThreadMutation(target, vehicleId, ({ id, hidden }: { id: string; hidden: boolean }) =>
    apiRequest('POST', `${commentPath(id)}/${hidden ? 'hide' : 'restore'}`),
  );

/** Where a report of this comment goes. */
export const commentReportPath = (id: string) => `${commentPath(id)}/report`;
