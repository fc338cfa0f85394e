import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, LoadMore, QueryView, Stack, useSession } from '@vg/shared';
import { useComments, usePostComment, type Comment, type CommentTarget } from './api/comment-api';
import { CommentForm } from './comment-form';
import { authorName, CommentItem } from './comment-item';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// One level of replies, set in under their comment with a rule, as a printed letters page would.
const Replies = styled(List)`
  gap: ${({ theme }) => theme.space(1)};
  padding-left: ${({ theme }) => theme.space(2)};
  border-left: 3px solid ${({ theme }) => theme.color.hairline};

  ${({ theme }) => theme.media.mobile} {
    padding-left: ${({ theme }) => theme.space(1)};
  }
`;

const SignInLine = styled.p`
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.type.weight.medium};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface CommentThreadProps {
  target: CommentTarget;
  vehicleId: string;
}

/** A car's conversation: visitors read it, members write, reply once, edit and delete their own. */
export function CommentThread({ target, vehicleId }: CommentThreadProps) {
  const { status } = useSession();
  const location = useLocation();
  const comments = useComments(target, vehicleId);
  const post = usePostComment(target, vehicleId);
  const signedIn = status === 'signed-in';
  const next = encodeURIComponent(`${location.pathname}${location.search}`);

  return (
    <Stack gap={2}>
      {signedIn ? (
        <CommentForm
          label="Add a comment"
          submitLabel="Post comment"
          draftKey={`comment:${target}:${vehicleId}`}
          onSubmit={(body) => post.mutateAsync({ body })}
        />
      ) : status === 'signed-out' ? (
        <SignInLine>
          <Link to={`/sign-in?next=${next}`}>Sign in to comment</Link> and join the conversation
          about this car.
        </SignInLine>
      ) : null}
      <QueryView
        query={comments}
        errorTitle="Could not load the comments"
        empty={
          <EmptyState
            icon="users"
            title="No comments yet"
            description={
              signedIn
                ? 'Ask how something was done, or say what you admire about this car.'
                : 'Nobody has said anything about this car yet.'
            }
          />
        }
      >
        {(list) => (
          <Stack gap={2}>
            <List aria-label="Comments">
              {list.map((comment) => (
                <li key={comment.id}>
                  <TopLevelComment
                    comment={comment}
                    target={target}
                    vehicleId={vehicleId}
                    canReply={signedIn}
                  />
                </li>
              ))}
            </List>
            <LoadMore list={comments} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

interface TopLevelCommentProps {
  comment: Comment;
  target: CommentTarget;
  vehicleId: string;
  canReply: boolean;
}

function TopLevelComment({ comment, target, vehicleId, canReply }: TopLevelCommentProps) {
  const [replying, setReplying] = useState(false);
  const post = usePostComment(target, vehicleId);
  const who = authorName(comment);
  const replyable = canReply && !comment.deleted && !comment.hidden;
  return (
    <CommentItem
      comment={comment}
      target={target}
      vehicleId={vehicleId}
      onReply={replyable ? () => setReplying(true) : undefined}
    >
      {comment.replies.length > 0 ? (
        <Replies aria-label={`Replies to ${who}`}>
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} target={target} vehicleId={vehicleId} />
            </li>
          ))}
        </Replies>
      ) : null}
      {replying ? (
        <CommentForm
          label={`Your reply to ${who}`}
          submitLabel="Post reply"
          draftKey={`comment-reply:${comment.id}`}
          autoFocus
          onCancel={() => setReplying(false)}
          onSubmit={async (body) => {
            await post.mutateAsync({ body, parentId: comment.id });
            setReplying(false);
          }}
        />
      ) : null}
    </CommentItem>
  );
}
