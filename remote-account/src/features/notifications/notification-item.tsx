import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Icon, type IconName } from '@vg/shared';
import type { AccountNotification } from './api/notification';

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-left: 4px solid
    ${({ theme, $unread }) => ($unread ? theme.color.accent : theme.color.hairline)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $unread }) => ($unread ? theme.color.surface : theme.color.page)};
`;

const Emblem = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.primary};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  flex: 1;
  min-width: 0;
`;

const Heading = styled.h2<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-family: ${({ theme }) => theme.type.body};
  font-size: ${({ theme }) => theme.type.size.md};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.type.weight.bold : theme.type.weight.regular)};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
  font-variant-numeric: tabular-nums;
`;

const KIND_ICONS: Record<string, IconName> = {
  'feedback-reply': 'info',
  'showcase-featured': 'photo',
  maintenance: 'wrench',
  community: 'users',
  vehicle: 'car',
};

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface NotificationItemProps {
  notification: AccountNotification;
  /** Opening a notification (following its link, or marking it) marks it read. */
  onOpen: (notification: AccountNotification) => void;
  marking: boolean;
}

export function NotificationItem({ notification, onOpen, marking }: NotificationItemProps) {
  const unread = notification.readAt === null;
  const open = () => {
    if (unread) onOpen(notification);
  };

  return (
    <Item $unread={unread}>
      <Emblem>
        <Icon name={KIND_ICONS[notification.kind] ?? 'bell'} />
      </Emblem>
      <Body>
        <Heading $unread={unread}>
          {notification.link ? (
            <Link to={notification.link} onClick={open}>
              {notification.title}
            </Link>
          ) : (
            notification.title
          )}
          {unread ? <Badge tone="warning">Unread</Badge> : null}
        </Heading>
        {notification.body ? <p>{notification.body}</p> : null}
        <Meta>
          <time dateTime={notification.createdAt}>
            {timeFormat.format(new Date(notification.createdAt))}
          </time>
        </Meta>
      </Body>
      {unread && !notification.link ? (
        <Button variant="ghost" size="sm" onClick={open} loading={marking}>
          Mark as read
        </Button>
      ) : null}
    </Item>
  );
}
