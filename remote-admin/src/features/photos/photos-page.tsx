import { useState } from 'react';
import { EmptyState, Grid, LoadMore, QueryView, Stack, Tabs } from '@vg/shared';
import { AdminPage } from '../../lib/admin-nav/admin-page';
import { usePhotos } from './api/get-photos';
import {
  MODERATION_STATUS_LABELS,
  type ModerationPhoto,
  type ModerationStatus,
} from './api/moderation-photo';
import { PhotoCard } from './photo-card';
import { RejectDialog } from './reject-dialog';

const EMPTY_TEXTS: Record<ModerationStatus, { title: string; description: string }> = {
  pending: {
    title: 'No photos waiting',
    // A private car's photos are its keeper's alone until the car is shown (docs/product.md#moderation).
    description:
      'Every photo others can see has been reviewed. A private car’s photos come here once its keeper makes it public or unlisted.',
  },
  approved: {
    title: 'No approved photos yet',
    description: 'Photos you approve appear here and on public pages.',
  },
  rejected: {
    title: 'No rejected photos',
    description: 'Photos you reject appear here with the reason you gave.',
  },
};

function PhotoQueue({
  status,
  onReject,
}: {
  status: ModerationStatus;
  onReject: (photo: ModerationPhoto) => void;
}) {
  const photos = usePhotos(status);
  return (
    <QueryView
      query={photos}
      errorTitle="Could not load photos"
      empty={<EmptyState icon="photo" {...EMPTY_TEXTS[status]} />}
    >
      {(list) => (
        <Stack gap={2}>
          <Grid
            role="list"
            aria-label={`${MODERATION_STATUS_LABELS[status]} photos`}
            minColumnWidth="240px"
            gap={2}
          >
            {list.map((photo) => (
              <div role="listitem" key={photo.id}>
                <PhotoCard photo={photo} onReject={onReject} />
              </div>
            ))}
          </Grid>
          <LoadMore list={photos} />
        </Stack>
      )}
    </QueryView>
  );
}

const STATUSES: ModerationStatus[] = ['pending', 'approved', 'rejected'];

/** /admin/photos: the moderation queue by status; approve, or reject with a reason. */
export function PhotosPage() {
  const [rejecting, setRejecting] = useState<ModerationPhoto | null>(null);
  return (
    <AdminPage
      title="Photos"
      description="Review uploaded photos before they appear on public pages."
    >
      <Tabs
        label="Moderation status"
        tabs={STATUSES.map((status) => ({
          id: status,
          label: MODERATION_STATUS_LABELS[status],
          content: <PhotoQueue status={status} onReject={setRejecting} />,
        }))}
      />
      {rejecting ? (
        <RejectDialog
          photoId={rejecting.id}
          subject={rejecting.vehicleTitle}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
