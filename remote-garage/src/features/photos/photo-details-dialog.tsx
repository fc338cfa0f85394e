import { Button, Dialog, SelectField, Stack, TextField, toast } from '@vg/shared';
import { useState } from 'react';
import { errorMessage } from '@vg/shared/forms';
import { type OwnedPhoto, type PhotoStage } from '../../entities/photos/api/photo-types';
import { useUpdatePhoto } from './api/update-photo';
import { useVehicleRecords } from '../../entities/records/api/list-records';
import { MAINTENANCE_KIND, MODIFICATION_KIND } from '../../entities/records/api/record-kinds';
import { StageField } from './stage-field';

/** 'maintenance:<id>' or 'modification:<id>': one select for either kind of record. */
const recordValue = (photo: OwnedPhoto) =>
  photo.maintenanceRecordId
    ? `maintenance:${photo.maintenanceRecordId}`
    : photo.modificationId
      ? `modification:${photo.modificationId}`
      : '';

/**
 * The record choices: every page of each logbook loaded so far (the newest first, where a new photo
 * belongs), with a way to load older ones. The record a photo illustrates stays a choice even when
 * its page is not loaded, so saving a caption never detaches it.
 */
function useRecordOptions(vehicleId: string, current: string) {
  const maintenance = useVehicleRecords(MAINTENANCE_KIND, vehicleId);
  const modifications = useVehicleRecords(MODIFICATION_KIND, vehicleId);
  const options = [
    ...(maintenance.data?.pages.flatMap((page) => page.data) ?? []).map((item) => ({
      value: `maintenance:${item.id}`,
      label: `Maintenance: ${item.title}`,
    })),
    ...(modifications.data?.pages.flatMap((page) => page.data) ?? []).map((item) => ({
      value: `modification:${item.id}`,
      label: `Modification: ${item.title}`,
    })),
  ];
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: 'The record it illustrates now (older)' });
  }
  const hasOlder = maintenance.hasNextPage || modifications.hasNextPage;
  const loadingOlder = maintenance.isFetchingNextPage || modifications.isFetchingNextPage;
  const loadOlder = () => {
    if (maintenance.hasNextPage) void maintenance.fetchNextPage();
    if (modifications.hasNextPage) void modifications.fetchNextPage();
  };
  return { options, hasOlder, loadingOlder, loadOlder };
}

interface PhotoDetailsDialogProps {
  photo: OwnedPhoto;
  vehicleId: string;
  onClose: () => void;
}

/** Caption, stage and the record a photo illustrates. */
export function PhotoDetailsDialog({ photo, vehicleId, onClose }: PhotoDetailsDialogProps) {
  const updatePhoto = useUpdatePhoto();
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [stage, setStage] = useState<PhotoStage | ''>(photo.stage ?? '');
  const [record, setRecord] = useState(recordValue(photo));
  const records = useRecordOptions(vehicleId, recordValue(photo));

  const save = () => {
    const [kind, id] = record.split(':');
    updatePhoto.mutate(
      {
        id: photo.id,
        vehicleId,
        patch: {
          caption: caption.trim() || null,
          stage: stage || null,
          maintenanceRecordId: kind === 'maintenance' ? (id ?? null) : null,
          modificationId: kind === 'modification' ? (id ?? null) : null,
        },
      },
      {
        onSuccess: onClose,
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Photo details"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={updatePhoto.isPending} onClick={save}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap={2}>
        <TextField
          label="Caption"
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
        <StageField value={stage} onChange={setStage} />
        <SelectField
          label="Illustrates"
          placeholder="No particular record"
          options={records.options}
          value={record}
          onChange={(event) => setRecord(event.target.value)}
        />
        {records.hasOlder ? (
          <Button variant="secondary" loading={records.loadingOlder} onClick={records.loadOlder}>
            Show older records
          </Button>
        ) : null}
      </Stack>
    </Dialog>
  );
}
