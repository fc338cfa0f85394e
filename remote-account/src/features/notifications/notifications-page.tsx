import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  Pagination,
  Stack,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { findGroup, type NotificationGroup } from '../../lib/notification-kinds';
import { useNotifications } from './api/list-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { useUnreadCount } from './api/unread-count';
import { groupByDay } from './day-groups';
import { filterSearch, NotificationFilter } from './notification-filter';
import { NotificationItem } from './notification-item';

const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const DayTitle = styled.h2`
  font-family: ${({ theme }) => theme.type.heading};
  font-size: ${({ theme }) => theme.type.size.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * `/notifications` (signed in): newest first by day, filtered by kind (the address keeps the
 * filter), read on opening, reminders done or snoozed in place.
 */
export function NotificationsPage() {
  const [params] = useSearchParams();
  const group = findGroup(params.get('kind'));
  const notifications = useNotifications(group?.kinds);
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
    content = <LoadingState text="Loading your notifications..." />;
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
    content = group ? <EmptyFilter group={group} /> : <NothingYet />;
  } else {
    content = (
      <>
        {groupByDay(items).map((day) => (
          <Day key={day.day} aria-labelledby={`day-${day.day}`}>
            <DayTitle id={`day-${day.day}`}>{day.label}</DayTitle>
            <List aria-labelledby={`day-${day.day}`}>
              {day.items.map((item) => (
                <NotificationItem
                  key={item.id}
                  notification={item}
                  marking={markRead.isPending && markRead.variables === item.id}
                  onOpen={(opened) => markRead.mutate(opened.id, { onError: failed })}
                />
              ))}
            </List>
          </Day>
        ))}
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
      <Stack gap={3}>
        <NotificationFilter active={group?.id ?? null} />
        {content}
      </Stack>
    </PageLayout>
  );
}

function NothingYet() {
  return (
    <EmptyState
      icon="bell"
      title="No notifications yet"
      description="Reminders coming due, your photos once reviewed, your car in the showcase and what other members say about it: you will find them here."
      action={<ButtonLink to="/vehicles">Go to your vehicles</ButtonLink>}
    />
  );
}

const EMPTY_FILTER_TEXT: Record<NotificationGroup['id'], string> = {
  reminders:
    'Nothing is due. Set reminders on a vehicle’s Maintenance tab and they will tell you here.',
  photos: 'When a photo you upload has been reviewed, you will hear about it here.',
  showcase: 'When an editor chooses one of your cars for the showcase, you will read it here.',
  'hand-overs': 'When a car you hand over or take on changes hands, you will read it here.',
  'car-access':
    'When a keeper invites you to work on a car, or someone you let in accepts or leaves, it shows here.',
  community: 'When members follow you, admire your cars or comment on them, it shows here.',
};

function EmptyFilter({ group }: { group: NotificationGroup }) {
  return (
    <EmptyState
      icon={group.icon}
      title={`No notifications about ${group.label.toLowerCase()}`}
      description={EMPTY_FILTER_TEXT[group.id]}
      action={
        <ButtonLink to={{ search: filterSearch(null) }} variant="secondary">
          Show all notifications
        </ButtonLink>
      }
    />
  );
}

function describeUnread(count: number | undefined): string {
  if (count === undefined) return 'What happened around your garage.';
  if (count === 0) return 'You are all caught up.';
  return count === 1 ? '1 unread notification.' : `${count} unread notifications.`;
}
