import {
  Badge,
  Button,
  Cluster,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  MetaText,
  Stack,
  toast,
} from '@vg/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@vg/shared/forms';
import { useUpdateVehicle } from '../../entities/vehicles/api/update-vehicle';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { useDeletePhoto } from './api/delete-photo';
import { usePhotos } from './api/list-photos';
import type { OwnedPhoto } from '../../entities/photos/api/photo-types';
import { useUpdatePhoto } from './api/update-photo';
import { PhotoDetailsDialog } from './photo-details-dialog';
import { PhotoGallery } from './photo-gallery';
import { PhotoUploadPanel } from './photo-upload-panel';
import { vehicleKeys } from '../../entities/query-keys';
import { recordedLine } from '../../entities/records/recorded-by';
import { useVehiclePermissions } from '../../entities/vehicles/vehicle-permissions-context';

const MODERATION = {
  pending: { label: 'Awaiting review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Not approved', tone: 'error' },
} as const;
/**
 * A private car's photo waits for no one: it is reviewed only once the car is shown to others
 * (docs/product.md#moderation), so its badge does not say a moderator is looking.
 */
const PRIVATE_PENDING = { label: 'Only you see it', tone: 'info' } as const;
const standing = (photo: OwnedPhoto, vehicle: Vehicle) =>
  photo.moderationStatus === 'pending' && vehicle.visibility === 'private'
    ? PRIVATE_PENDING
    : MODERATION[photo.moderationStatus];

const failed = (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

/** The owner's photographs: upload, caption, cover, delete, and where each stands in moderation. */
export function VehiclePhotosTab({ vehicle }: { vehicle: Vehicle }) {
  const photos = usePhotos(vehicle.id);
  const queryClient = useQueryClient();
  const updateVehicle = useUpdateVehicle();
  const updatePhoto = useUpdatePhoto();
  const deletePhoto = useDeletePhoto();
  const [editing, setEditing] = useState<OwnedPhoto | null>(null);
  const [deleting, setDeleting] = useState<OwnedPhoto | null>(null);
  // A workshop changes only its own photos; the cover and the order are the keepers'.
  const { may, mayChange } = useVehiclePermissions();

  /** Moves a photo one place; every photo gets its index as position, so equal positions cannot tie. */
  const move = (photo: OwnedPhoto, offset: -1 | 1) => {
    const order = [...(photos.data ?? [])];
    const from = order.findIndex((item) => item.id === photo.id);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= order.length) return;
    order.splice(to, 0, ...order.splice(from, 1));
    const changes = order
      .map((item, position) => ({ item, position }))
      .filter(({ item, position }) => item.position !== position);
    Promise.all(
      changes.map(({ item, position }) =>
        updatePhoto.mutateAsync({ id: item.id, vehicleId: vehicle.id, patch: { position } }),
      ),
    ).catch(failed);
  };

  const gallery = () => {
    if (photos.isPending) return <LoadingState />;
    if (photos.isError)
      return (
        <ErrorState message={errorMessage(photos.error)} onRetry={() => void photos.refetch()} />
      );
    if (photos.data.length === 0) {
      return (
        <EmptyState
          icon="photo"
          title="No photos yet"
          description="Upload photos of the car as it is, and any period photos you have."
        />
      );
    }
    return (
      <PhotoGallery
        photos={photos.data}
        vehicleTitle={vehicle.title}
        renderExtra={(photo) => (
          <Stack gap={1}>
            <Cluster gap={0.5}>
              <Badge tone={standing(photo, vehicle).tone}>{standing(photo, vehicle).label}</Badge>
              {photo.isCover ? <Badge tone="info">Cover</Badge> : null}
            </Cluster>
            {photo.rejectionReason ? <p>Reason: {photo.rejectionReason}</p> : null}
            {recordedLine(photo) ? <MetaText>{recordedLine(photo)}</MetaText> : null}
            <Cluster gap={0.5}>
              {photo.isCover || !may('edit-particulars') ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    updateVehicle.mutate(
                      { id: vehicle.id, input: { coverPhotoId: photo.id } },
                      // The cover flag lives on each photo of the list too.
                      {
                        onSuccess: () =>
                          queryClient.invalidateQueries({
                            queryKey: vehicleKeys.photos(vehicle.id),
                          }),
                        onError: failed,
                      },
                    )
                  }
                >
                  Make cover
                </Button>
              )}
              {mayChange(photo) ? (
                <Button size="sm" variant="ghost" onClick={() => setEditing(photo)}>
                  Details
                </Button>
              ) : null}
              {may('change-any-entry') ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => move(photo, -1)}
                    disabled={photo.id === photos.data[0]?.id}
                    aria-label={`Move ${photo.caption ?? 'photo'} earlier`}
                  >
                    Earlier
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => move(photo, 1)}
                    disabled={photo.id === photos.data.at(-1)?.id}
                    aria-label={`Move ${photo.caption ?? 'photo'} later`}
                  >
                    Later
                  </Button>
                </>
              ) : null}
              {mayChange(photo) ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting(photo)}
                  aria-label={`Delete photo ${photo.caption ?? ''}`.trim()}
                >
                  Delete
                </Button>
              ) : null}
            </Cluster>
          </Stack>
        )}
      />
    );
  };

  return (
    <Stack gap={3}>
      <PhotoUploadPanel vehicleId={vehicle.id} />
      {gallery()}
      {editing ? (
        <PhotoDetailsDialog
          photo={editing}
          vehicleId={vehicle.id}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this photo?"
        body="The photo is deleted from the vehicle and from its public pages. This cannot be undone."
        confirmLabel="Delete photo"
        pending={deletePhoto.isPending}
        onConfirm={() =>
          deleting &&
          deletePhoto.mutate(
            { id: deleting.id, vehicleId: vehicle.id },
            { onSuccess: () => setDeleting(null), onError: failed },
          )
        }
      />
    </Stack>
  );
}
