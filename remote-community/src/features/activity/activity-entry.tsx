import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, type IconName } from '@vg/shared';
import { Detail, FeedLine, MemberLink, MemberPortrait } from '../../lib/feed-line/feed-line';
import { recordLabel } from '../../lib/feed-line/record-label';
import { portraitFrame } from '../../lib/image-frame';
import { VehiclePhoto } from '../../lib/vehicle-gallery/vehicle-photo';
import type { ActivityItem } from './api/get-activity';

const Badge = styled.div`
  justify-self: center;
  ${portraitFrame(64)}
  color: ${({ theme }) => theme.color.primary};
`;

function KindIcon({ name }: { name: IconName }) {
  return (
    <Badge>
      <Icon name={name} size={28} />
    </Badge>
  );
}

function CarLink({ vehicle }: { vehicle: { title: string; path: string } }) {
  return <Link to={vehicle.path}>{vehicle.title}</Link>;
}

const Quote = ({ text }: { text: string }) => <Detail>“{text}”</Detail>;

/** One line of my activity: what I did in my garage, or what others did with my cars and me. */
export function ActivityEntry({ item }: { item: ActivityItem }) {
  switch (item.kind) {
    case 'record':
      return (
        <FeedLine
          at={item.occurredAt}
          picture={<KindIcon name="wrench" />}
          detail={<Detail>{recordLabel(item.record)}</Detail>}
        >
          You logged “{item.record.title}” on your <CarLink vehicle={item.vehicle} />
        </FeedLine>
      );
    case 'photo':
      return (
        <FeedLine
          at={item.occurredAt}
          picture={
            <VehiclePhoto
              url={item.photo.thumbUrl}
              alt={item.photo.caption || `Photo of the ${item.vehicle.title}`}
            />
          }
        >
          Your photo of the <CarLink vehicle={item.vehicle} /> was approved for public pages
        </FeedLine>
      );
    case 'comment':
      return (
        <FeedLine
          at={item.occurredAt}
          picture={<MemberPortrait member={item.member} />}
          detail={<Quote text={item.comment.excerpt} />}
        >
          <MemberLink member={item.member} /> commented on your <CarLink vehicle={item.vehicle} />
        </FeedLine>
      );
    case 'reply':
      return (
        <FeedLine
          at={item.occurredAt}
          picture={<MemberPortrait member={item.member} />}
          detail={<Quote text={item.comment.excerpt} />}
        >
          <MemberLink member={item.member} /> replied to your comment on the{' '}
          <CarLink vehicle={item.vehicle} />
        </FeedLine>
      );
    case 'admire':
      return (
        <FeedLine at={item.occurredAt} picture={<MemberPortrait member={item.member} />}>
          <MemberLink member={item.member} /> admired your <CarLink vehicle={item.vehicle} />
        </FeedLine>
      );
    case 'follow':
      return (
        <FeedLine at={item.occurredAt} picture={<MemberPortrait member={item.member} />}>
          <MemberLink member={item.member} /> started following{' '}
          {item.vehicle ? (
            <>
              your <CarLink vehicle={item.vehicle} />
            </>
          ) : (
            'you'
          )}
        </FeedLine>
      );
  }
}
