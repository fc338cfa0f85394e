import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Icon, VisuallyHidden } from '@vg/shared';
import { groupOfKind } from '../../lib/notification-kinds';
import type { AccountNotification } from './api/notification';
import { ReminderActions } from './reminder-actions';

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-left: 4px solid
    ${({ theme, $unread }) => ($unread ? theme.color.accent : theme.color.hairline)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $unread }) => ($unread ? theme.color.surface : theme.color.page)};
`;

const Main = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1 1 20rem;
  min-width: 0;
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
  overflow-wrap: anywhere;
`;

const Heading = styled.h3<{ $unread: boolean }>`
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

const Actions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: auto;
`;

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export interface NotificationItemProps {
  notification: AccountNotification;
  /** Opening a notification (following its link, marking it, acting on it) marks it read. */
  onOpen: (notification: AccountNotification) => void;
  marking: boolean;
}

export function NotificationItem({ notification, onOpen, marking }: NotificationItemProps) {
  const unread = notification.readAt === null;
  const open = () => {
    if (unread) onOpen(notification);
  };
  const reminderId =
    notification.targetKind === 'reminder' && groupOfKind(notification.kind)?.id === 'reminders'
      ? notification.targetId
      : null;
  const group = groupOfKind(notification.kind);

  return (
    <Item $unread={unread}>
      <Main>
        <Emblem>
          <Icon name={group?.icon ?? 'bell'} label={group?.label} />
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
            <VisuallyHidden>At </VisuallyHidden>
            <time dateTime={notification.createdAt}>
              {timeFormat.format(new Date(notification.createdAt))}
            </time>
          </Meta>
        </Body>
      </Main>
      <Actions>
        {reminderId ? (
          <ReminderActions notification={notification} reminderId={reminderId} onActed={open} />
        ) : null}
        {unread && !notification.link && !reminderId ? (
          <Button variant="ghost" size="sm" onClick={open} loading={marking}>
            Mark as read
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}
