import { lazy, Suspense } from 'react';
import { Section, Stack, theme, useSession } from '@vg/shared';
import { Link } from 'react-router-dom';
import { recordedByLine, withoutPrivateNotes } from '@vg/contract/rules';
import styled from 'styled-components';
import { HeroPhoto } from '../../lib/hero-photo';
import { StoryText } from '../../lib/story-text';
import { MaintenanceEntry } from '../../features/maintenance/maintenance-entry';
import { ModificationEntry } from '../../features/modifications/modification-entry';
import { PhotoGallery } from '../../features/photos/photo-gallery';
import { OwnershipTimeline } from '../../features/provenance/ownership-timeline';
import { VehicleOverview } from '../../features/vehicles/vehicle-overview';
import { SharedPapers } from './shared-papers';
import type { PublicVehicleView } from '../../entities/public-vehicle/api/public-vehicle-types';

// The administrator's actions on a car (docs/product.md#moderation) come from the shared
// moderation kit, fetched only when an administrator opens the page: a visitor's page never
// carries them.
const CarAdminPanel = lazy(async () => ({
  default: (await import('@vg/shared/moderation')).CarAdminPanel,
}));

const Byline = styled.p`
  color: ${theme.color.textMuted};
`;

/** Who added a photo, by role, under its caption (as the rendered page's figure says it). */
const PhotoAuthor = styled.p`
  font-size: ${theme.type.size.sm};
  color: ${theme.color.textMuted};
`;

const WaitingNote = styled.p`
  max-width: ${theme.layout.readableMaxWidth};
  padding: ${theme.space(1.5)} ${theme.space(2)};
  border: 1px solid ${theme.color.hairlineStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
`;

/**
 * A car's public page, the one its keeper sends to a buyer or a club (docs/product.md#public-car-page):
 * the approved cover large, the story, the particulars and matching numbers, the photographs (each
 * opening full-size, in its own shape), the provenance and the history its keeper chose to show. One
 * page, the same signed in or out, and the same order as the page the API renders before the app
 * starts (api/src/features/public-pages/vehicle-page.ts).
 */
export function PublicVehicleDetails({
  view: answered,
  moderated = false,
}: {
  view: PublicVehicleView;
  /** Offer an administrator the car's moderation actions (its public page, not a share link). */
  moderated?: boolean;
}) {
  const view = withoutPrivateNotes(answered);
  const { vehicle, scope } = view;
  const { isAdmin } = useSession();
  // A link made without photos shows none, the cover included.
  const hero = scope.photos ? (view.photos[0]?.displayUrl ?? vehicle.coverPhoto?.displayUrl) : null;
  const showsPhotos = scope.photos && (view.photos.length > 0 || view.photosAwaitingReview);
  return (
    <Stack gap={4}>
      <Byline>
        Kept by <Link to={`/user/${vehicle.ownerUsername}`}>{vehicle.ownerUsername}</Link>
      </Byline>
      {moderated && isAdmin ? (
        <Suspense fallback={null}>
          <CarAdminPanel vehicleId={vehicle.id} />
        </Suspense>
      ) : null}
      {hero ? <HeroPhoto src={hero} alt={view.photos[0]?.caption ?? vehicle.title} /> : null}
      {vehicle.story ? (
        <Section title="Story">
          <StoryText text={vehicle.story} />
        </Section>
      ) : null}
      <VehicleOverview vehicle={vehicle} withStory={false} />
      {showsPhotos ? (
        <Section title={view.photos.length ? `Photographs (${view.photos.length})` : 'Photographs'}>
          {view.photos.length ? (
            <PhotoGallery
              photos={view.photos}
              vehicleTitle={vehicle.title}
              keepShape
              lightbox
              renderExtra={(photo) =>
                photo.author ? <PhotoAuthor>{recordedByLine(photo.author)}</PhotoAuthor> : null
              }
            />
          ) : null}
          {view.photosAwaitingReview ? (
            <WaitingNote>
              Some photos are waiting for review: they appear here once a moderator approves them.
            </WaitingNote>
          ) : null}
        </Section>
      ) : null}
      {view.ownership.length > 0 ? (
        <Section title="Provenance">
          <OwnershipTimeline periods={view.ownership} />
        </Section>
      ) : null}
      {scope.maintenance && view.maintenance.length > 0 ? (
        <Section title={`Maintenance (${view.maintenance.length})`}>
          <Stack gap={1.5}>
            {view.maintenance.map((record) => (
              <MaintenanceEntry key={record.id} record={record} forReaders />
            ))}
          </Stack>
        </Section>
      ) : null}
      {scope.modifications && view.modifications.length > 0 ? (
        <Section title={`Modifications (${view.modifications.length})`}>
          <Stack gap={1.5}>
            {view.modifications.map((modification) => (
              <ModificationEntry key={modification.id} modification={modification} forReaders />
            ))}
          </Stack>
        </Section>
      ) : null}
      {scope.documents && view.documents.length > 0 ? (
        <Section title={`Papers (${view.documents.length})`}>
          <SharedPapers documents={view.documents} />
        </Section>
      ) : null}
    </Stack>
  );
}
