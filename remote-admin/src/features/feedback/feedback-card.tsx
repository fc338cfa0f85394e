import styled from 'styled-components';
import { Badge, Button, Card, Cluster, Stack, type ToneName } from '@vg/shared';
import { formatDate } from '../../lib/format-date';
import { toastFailure } from '../../lib/toast-failure';
import {
  FEEDBACK_STATUS_LABELS,
  type FeedbackItem,
  type FeedbackStatus,
} from './api/feedback-item';
import { useUpdateFeedbackStatus } from './api/update-feedback-status';

const Title = styled.h3`
  font-size: ${({ theme }) => theme.type.size.lg};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
  overflow-wrap: anywhere;
`;

const Message = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
`;

const STATUS_TONES: Record<FeedbackStatus, ToneName> = {
  new: 'info',
  read: 'neutral',
  archived: 'neutral',
};

// The moves that make sense from each status, in the order an admin usually wants them.
const NEXT_STATUSES: Record<FeedbackStatus, Array<{ status: FeedbackStatus; label: string }>> = {
  new: [
    { status: 'read', label: 'Mark as read' },
    { status: 'archived', label: 'Archive' },
  ],
  read: [
    { status: 'new', label: 'Mark as new' },
    { status: 'archived', label: 'Archive' },
  ],
  archived: [{ status: 'read', label: 'Restore' }],
};

/** Where a reply goes: the address the sender gave, else their account email. */
function replyAddress(item: FeedbackItem): string | null {
  return item.contactEmail ?? item.sender?.email ?? null;
}

/** One Contact Us message: subject, sender, where to reply, the message, and its status moves. */
export function FeedbackCard({ item }: { item: FeedbackItem }) {
  const update = useUpdateFeedbackStatus();
  const reply = replyAddress(item);
  return (
    <Card as="article" aria-label={item.title}>
      <Stack gap={1.5}>
        <Cluster justify="between">
          <Title>{item.title}</Title>
          <Badge tone={STATUS_TONES[item.status]}>{FEEDBACK_STATUS_LABELS[item.status]}</Badge>
        </Cluster>
        <Meta>
          {item.sender ? `From @${item.sender.username}` : 'From a guest'} ·{' '}
          {formatDate(item.createdAt)}
        </Meta>
        <Meta>
          Contact email:{' '}
          {reply ? (
            <a href={`mailto:${reply}?subject=${encodeURIComponent(`Re: ${item.title}`)}`}>
              {reply}
            </a>
          ) : (
            'none given'
          )}
        </Meta>
        <Message>{item.description}</Message>
        <Cluster>
          {NEXT_STATUSES[item.status].map((move) => (
            <Button
              key={move.status}
              size="sm"
              variant="secondary"
              loading={update.isPending && update.variables?.status === move.status}
              disabled={update.isPending}
              onClick={() =>
                update.mutate({ id: item.id, status: move.status }, { onError: toastFailure })
              }
            >
              {move.label}
            </Button>
          ))}
        </Cluster>
      </Stack>
    </Card>
  );
}
