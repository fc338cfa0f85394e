import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  Pagination,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useNotifications } from './api/list-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { useUnreadCount } from './api/unread-count';
import { NotificationItem } from './notification-item';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** `/notifications` (signed in): newest first, unread ones marked, read on opening. */
export function NotificationsPage() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = useUnreadCount().data?.count;

  const items = notifications.data?.pages.flatMap((page) => page.data) ?? [];
  // Unread ones may sit on pages not loaded yet: the count knows about those too.
  const hasUnread = (unreadCount ?? 0) > 0 || items.some((item) => item.readAt === null);

  const failed = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

  let content;
  if (notifications.isPending) {
    content = <LoadingState />;
  } else if (notifications.isError) {
    content = (
      <ErrorState
        title="Your notifications could not be loaded"
        message={errorMessage(notifications.error)}
        onRetry={() => void notifications.refetch()}
        action={<ButtonLink to="/dashboard">Go to your garage</ButtonLink>}
      />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon="bell"
        title="No notifications yet"
        description="When an editor features your car in the showcase or we reply to your feedback, you will find it here."
        action={<ButtonLink to="/vehicles">Go to your vehicles</ButtonLink>}
      />
    );
  } else {
    content = (
      <>
        <List aria-label="Notifications">
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              notification={item}
              marking={markRead.isPending && markRead.variables === item.id}
              onOpen={(opened) => markRead.mutate(opened.id, { onError: failed })}
            />
          ))}
        </List>
        <Pagination
          hasMore={notifications.hasNextPage}
          loading={notifications.isFetchingNextPage}
          onLoadMore={() => void notifications.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <PageLayout
      title="Notifications"
      description={describeUnread(unreadCount)}
      actions={
        hasUnread ? (
          <Button
            variant="secondary"
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate(undefined, { onError: failed })}
          >
            Mark all as read
          </Button>
        ) : null
      }
    >
      {content}
    </PageLayout>
  );
}

function describeUnread(count: number | undefined): string {
  if (count === undefined) return 'What happened around your garage.';
  if (count === 0) return 'You are all caught up.';
  return count === 1 ? '1 unread notification.' : `${count} unread notifications.`;
}
