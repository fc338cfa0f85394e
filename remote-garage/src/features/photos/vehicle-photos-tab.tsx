import { Badge, Button, Cluster, ConfirmDialog, Dialog, EmptyState, ErrorState, LoadingState, SelectField, Stack, TextField, toast } from '@vg/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/server-errors';
import { useUpdateVehicle } from '../vehicles/api/update-vehicle';
import type { Vehicle } from '../vehicles/api/vehicle-types';
import { optionsOf } from '../vehicles/vehicle-labels';
import { useDeletePhoto } from './api/delete-photo';
import { vehiclePhotosKey } from './api/photo-keys';
import { usePhotos } from './api/list-photos';
import { STAGE_LABELS, type OwnedPhoto, type PhotoStage } from './api/photo-types';
import { useUpdatePhoto } from './api/update-photo';
import { PhotoGallery } from './photo-gallery';
import { PhotoUploadPanel } from './photo-upload-panel';

const MODERATION = {
  pending: { label: 'Awaiting review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Not approved', tone: 'error' },
} as const;

const failed = (error: unknown) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

/** The owner's photographs: upload, caption, cover, delete, and where each stands in moderation. */
export function VehiclePhotosTab({ vehicle }: { vehicle: Vehicle }) {
  const photos = usePhotos(vehicle.id);
  const queryClient = useQueryClient();
  const updateVehicle = useUpdateVehicle();
  const updatePhoto = useUpdatePhoto();
  const deletePhoto = useDeletePhoto();
  const [editing, setEditing] = useState<OwnedPhoto | null>(null);
  const [caption, setCaption] = useState('');
  const [stage, setStage] = useState<PhotoStage | ''>('');
  const [deleting, setDeleting] = useState<OwnedPhoto | null>(null);

  const gallery = () => {
    if (photos.isPending) return <LoadingState />;
    if (photos.isError) return <ErrorState message={errorMessage(photos.error)} onRetry={() => void photos.refetch()} />;
    if (photos.data.length === 0) {
      return <EmptyState icon="photo" title="No photos yet" description="Upload photos of the car as it is, and any period photos you have." />;
    }
    return (
      <PhotoGallery
        photos={photos.data}
        vehicleTitle={vehicle.title}
        renderExtra={(photo) => (
          <Stack gap={1}>
            <Cluster gap={0.5}>
              <Badge tone={MODERATION[photo.moderationStatus].tone}>{MODERATION[photo.moderationStatus].label}</Badge>
              {photo.isCover ? <Badge tone="info">Cover</Badge> : null}
            </Cluster>
            {photo.rejectionReason ? <p>Reason: {photo.rejectionReason}</p> : null}
            <Cluster gap={0.5}>
              {photo.isCover ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    updateVehicle.mutate(
                      { id: vehicle.id, input: { coverPhotoId: photo.id } },
                      // The cover flag lives on each photo of the list too.
                      { onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclePhotosKey(vehicle.id) }), onError: failed },
                    )
                  }
                >
                  Make cover
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setEditing(photo);
                  setCaption(photo.caption ?? '');
                  setStage(photo.stage ?? '');
                }}
              >
                Edit caption
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeleting(photo)} aria-label={`Delete photo ${photo.caption ?? ''}`.trim()}>
                Delete
              </Button>
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
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title="Edit photo"
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button
              loading={updatePhoto.isPending}
              onClick={() =>
                editing &&
                updatePhoto.mutate(
                  { id: editing.id, vehicleId: vehicle.id, patch: { caption: caption.trim() || null, stage: stage || null } },
                  { onSuccess: () => setEditing(null), onError: failed },
                )
              }
            >
              Save
            </Button>
          </>
        }
      >
        <Stack gap={2}>
          <TextField label="Caption" value={caption} onChange={(event) => setCaption(event.target.value)} />
          <SelectField label="Stage" placeholder="Not stated" options={optionsOf(STAGE_LABELS)} value={stage} onChange={(event) => setStage(event.target.value as PhotoStage | '')} />
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this photo?"
        body="The photo is deleted from the vehicle and from its public pages. This cannot be undone."
        confirmLabel="Delete photo"
        pending={deletePhoto.isPending}
        onConfirm={() => deleting && deletePhoto.mutate({ id: deleting.id, vehicleId: vehicle.id }, { onSuccess: () => setDeleting(null), onError: failed })}
      />
    </Stack>
  );
}
