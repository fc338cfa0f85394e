import { Link } from 'react-router-dom';
import { vehicleName } from '@vg/contract/rules';
import * as Feed from '../../lib/feed-line';
import { VehiclePhoto } from '../../lib/vehicle-gallery/vehicle-photo';
import type { FeedItem } from './api/get-community-feed';

type VehicleLine = Exclude<FeedItem, { kind: 'member' }>;

function CarLink({ item }: { item: VehicleLine }) {
  return <Link to={item.vehicle.publicPath}>{vehicleName(item.vehicle)}</Link>;
}

function Keeper({ item }: { item: VehicleLine }) {
  return <Feed.MemberLink member={{ username: item.vehicle.ownerUsername }} />;
}

/** One line of the community feed; each names and links what it is about. */
export function FeedEntry({ item }: { item: FeedItem }) {
  if (item.kind === 'member') {
    return (
      <Feed.FeedLine at={item.occurredAt} picture={<Feed.MemberPortrait member={item.member} />}>
        <Feed.MemberLink member={item.member} />
        {item.member.displayName ? ` (${item.member.displayName})` : ''} joined Vintage Garage
      </Feed.FeedLine>
    );
  }
  const name = vehicleName(item.vehicle);
  const carPhoto = <VehiclePhoto url={item.vehicle.coverPhotoUrl} alt={name} />;
  switch (item.kind) {
    case 'vehicle':
      return (
        <Feed.FeedLine at={item.occurredAt} picture={carPhoto}>
          <Keeper item={item} /> shared their <CarLink item={item} />
        </Feed.FeedLine>
      );
    case 'record':
      return (
        <Feed.FeedLine
          at={item.occurredAt}
          picture={carPhoto}
          detail={<Feed.Detail>{Feed.recordLabel(item.record)}</Feed.Detail>}
        >
          <Keeper item={item} /> logged “{item.record.title}” on their <CarLink item={item} />
        </Feed.FeedLine>
      );
    case 'photo':
      return (
        <Feed.FeedLine
          at={item.occurredAt}
          picture={<Feed.FeedPhotoThumb photo={item.photo} vehicleName={name} />}
          detail={item.photo.caption ? <Feed.Detail>{item.photo.caption}</Feed.Detail> : undefined}
        >
          <Keeper item={item} /> added a photo of their <CarLink item={item} />
        </Feed.FeedLine>
      );
    case 'showcase':
      return (
        <Feed.FeedLine
          at={item.occurredAt}
          picture={carPhoto}
          detail={item.note ? <Feed.Detail>“{item.note}”</Feed.Detail> : undefined}
        >
          The <CarLink item={item} /> of <Keeper item={item} /> was picked for the{' '}
          <Link to="/showcase">showcase</Link>
        </Feed.FeedLine>
      );
  }
}
