import { Link } from 'react-router-dom';
import { vehicleName } from '@vg/contract/rules';
import { Detail, FeedLine, MemberLink, MemberPortrait } from '../../lib/feed-line/feed-line';
import { recordLabel } from '../../lib/feed-line/record-label';
import { VehiclePhoto } from '../../lib/vehicle-gallery/vehicle-photo';
import type { FeedItem } from './api/get-community-feed';

type VehicleLine = Exclude<FeedItem, { kind: 'member' }>;

function CarLink({ item }: { item: VehicleLine }) {
  return <Link to={item.vehicle.publicPath}>{vehicleName(item.vehicle)}</Link>;
}

function Keeper({ item }: { item: VehicleLine }) {
  return <MemberLink member={{ username: item.vehicle.ownerUsername }} />;
}

/** One line of the community feed; each names and links what it is about. */
export function FeedEntry({ item }: { item: FeedItem }) {
  if (item.kind === 'member') {
    return (
      <FeedLine at={item.occurredAt} picture={<MemberPortrait member={item.member} />}>
        <MemberLink member={item.member} />
        {item.member.displayName ? ` (${item.member.displayName})` : ''} joined Vintage Garage
      </FeedLine>
    );
  }
  const name = vehicleName(item.vehicle);
  const carPhoto = <VehiclePhoto url={item.vehicle.coverPhotoUrl} alt={name} />;
  switch (item.kind) {
    case 'vehicle':
      return (
        <FeedLine at={item.occurredAt} picture={carPhoto}>
          <Keeper item={item} /> shared their <CarLink item={item} />
        </FeedLine>
      );
    case 'record':
      return (
        <FeedLine
          at={item.occurredAt}
          picture={carPhoto}
          detail={<Detail>{recordLabel(item.record)}</Detail>}
        >
          <Keeper item={item} /> logged “{item.record.title}” on their <CarLink item={item} />
        </FeedLine>
      );
    case 'photo':
      return (
        <FeedLine
          at={item.occurredAt}
          picture={
            <VehiclePhoto
              url={item.photo.thumbUrl}
              alt={item.photo.caption || `Photo of the ${name}`}
            />
          }
          detail={item.photo.caption ? <Detail>{item.photo.caption}</Detail> : undefined}
        >
          <Keeper item={item} /> added a photo of their <CarLink item={item} />
        </FeedLine>
      );
    case 'showcase':
      return (
        <FeedLine
          at={item.occurredAt}
          picture={carPhoto}
          detail={item.note ? <Detail>“{item.note}”</Detail> : undefined}
        >
          The <CarLink item={item} /> of <Keeper item={item} /> was picked for the{' '}
          <Link to="/showcase">showcase</Link>
        </FeedLine>
      );
  }
}
