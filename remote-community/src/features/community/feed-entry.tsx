import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Icon } from '@vg/shared';
import { portraitFrame } from '../../lib/image-frame';
import { memberPath, vehicleName } from '@vg/contract/rules';
import { VehiclePhoto } from '../../lib/vehicle-gallery/vehicle-photo';
import type { FeedItem, FeedMember } from './api/get-community-feed';

const Row = styled.div`
  display: grid;
  grid-template-columns: 120px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 72px 1fr;
  }
`;

const Portrait = styled.div`
  justify-self: center;
  ${portraitFrame(64)}
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;

  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.type.weight.medium};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const When = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
  ${({ theme }) => theme.type.tabularNums}
`;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function Moment({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return <When dateTime={iso}>{dateFormat.format(date)}</When>;
}

function MemberLink({ member }: { member: Pick<FeedMember, 'username'> }) {
  return <Link to={memberPath(member.username)}>@{member.username}</Link>;
}

function Entry({ picture, children, at }: { picture: ReactNode; children: ReactNode; at: string }) {
  return (
    <Card as="article">
      <Row>
        {picture}
        <Text>
          <p>{children}</p>
          <Moment iso={at} />
        </Text>
      </Row>
    </Card>
  );
}

/** One line of the community feed: a car made public, or a member who joined. */
export function FeedEntry({ item }: { item: FeedItem }) {
  if (item.kind === 'vehicle') {
    const name = vehicleName(item.vehicle);
    return (
      <Entry
        at={item.occurredAt}
        picture={<VehiclePhoto url={item.vehicle.coverPhotoUrl} alt={name} />}
      >
        <MemberLink member={{ username: item.vehicle.ownerUsername }} /> shared their{' '}
        <Link to={item.vehicle.publicPath}>{name}</Link>
      </Entry>
    );
  }
  return (
    <Entry
      at={item.occurredAt}
      picture={
        <Portrait>
          {item.member.avatarUrl ? (
            <img src={item.member.avatarUrl} alt="" />
          ) : (
            <Icon name="user" size={32} />
          )}
        </Portrait>
      }
    >
      <MemberLink member={item.member} />
      {item.member.displayName ? ` (${item.member.displayName})` : ''} joined Vintage Garage
    </Entry>
  );
}
