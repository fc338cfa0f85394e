import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, type IconName } from '@vg/shared';
import * as Feed from '../../lib/feed-line';
import { portraitFrame } from '../../lib/image-frame';
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

const Quote = ({ text }: { text: string }) => <Feed.Detail>“{text}”</Feed.Detail>;

/** One line of my activity: what I did in my garage, or what others did with my cars and me. */
export function ActivityEntry({ item }: { item: ActivityItem }) {
  switch (item.kind) {
    case 'record':
      return (
        <Feed.FeedLine
          at={item.occurredAt}
          picture={<KindIcon name="wrench" />}
          detail={<Feed.Detail>{Feed.recordLabel(item.record)}</Feed.Detail>}
        >
          You logged “{item.record.title}” on your <CarLink vehicle={item.vehicle} />
        </Feed.FeedLine>
      );
    case 'photo':
      return (
        <Feed.FeedLine
          at={item.occurredAt}
          picture={<Feed.FeedPhotoThumb photo={item.photo} vehicleName={item.vehicle.title} />}
        >
          Your photo of the <CarLink vehicle={item.vehicle} /> was approved for public pages
        </Feed.FeedLine>
      );
    case 'comment':
      return (
        <Feed.FeedLine
          at={item.occurredAt}
          picture={<Feed.MemberPortrait member={item.member} />}
          detail={<Quote text={item.comment.excerpt} />}
        >
          <Feed.MemberLink member={item.member} /> commented on your{' '}
          <CarLink vehicle={item.vehicle} />
        </Feed.FeedLine>
      );
    case 'reply':
      return (
        <Feed.FeedLine
          at={item.occurredAt}
          picture={<Feed.MemberPortrait member={item.member} />}
          detail={<Quote text={item.comment.excerpt} />}
        >
          <Feed.MemberLink member={item.member} /> replied to your comment on the{' '}
          <CarLink vehicle={item.vehicle} />
        </Feed.FeedLine>
      );
    case 'admire':
      return (
        <Feed.FeedLine at={item.occurredAt} picture={<Feed.MemberPortrait member={item.member} />}>
          <Feed.MemberLink member={item.member} /> admired your <CarLink vehicle={item.vehicle} />
        </Feed.FeedLine>
      );
    case 'follow':
      return (
        <Feed.FeedLine at={item.occurredAt} picture={<Feed.MemberPortrait member={item.member} />}>
          <Feed.MemberLink member={item.member} /> started following{' '}
          {item.vehicle ? (
            <>
              your <CarLink vehicle={item.vehicle} />
            </>
          ) : (
            'you'
          )}
        </Feed.FeedLine>
      );
  }
}
