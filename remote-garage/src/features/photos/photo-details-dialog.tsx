import { Button, Dialog, SelectField, Stack, TextField, toast } from '@vg/shared';
import { useState } from 'react';
import { errorMessage } from '../../lib/server-errors';
import { useVehicleMaintenance } from '../maintenance/api/list-vehicle-maintenance';
import { useVehicleModifications } from '../modifications/api/list-vehicle-modifications';
import { optionsOf } from '../vehicles/vehicle-labels';
import { STAGE_LABELS, type OwnedPhoto, type PhotoStage } from './api/photo-types';
import { useUpdatePhoto } from './api/update-photo';

/** 'maintenance:<id>' or 'modification:<id>': one select for either kind of record. */
const recordValue = (photo: OwnedPhoto) =>
  photo.maintenanceRecordId
    ? `maintenance:${photo.maintenanceRecordId}`
    : photo.modificationId
      ? `modification:${photo.modificationId}`
      : '';

/** The record choices: the latest page of each logbook, which is where a new photo belongs. */
function useRecordOptions(vehicleId: string) {
  const maintenance = useVehicleMaintenance(vehicleId);
  const modifications = useVehicleModifications(vehicleId);
  return [
    ...(maintenance.data?.pages[0]?.data ?? []).map((record) => ({
      value: `maintenance:${record.id}`,
      label: `Maintenance: ${record.title}`,
    })),
    ...(modifications.data?.pages[0]?.data ?? []).map((item) => ({
      value: `modification:${item.id}`,
      label: `Modification: ${item.title}`,
    })),
  ];
}

interface PhotoDetailsDialogProps {
  photo: OwnedPhoto;
  vehicleId: string;
  onClose: () => void;
}

/** Caption, stage and the record a photo illustrates. */
export function PhotoDetailsDialog({ photo, vehicleId, onClose }: PhotoDetailsDialogProps) {
  const updatePhoto = useUpdatePhoto();
  const recordOptions = useRecordOptions(vehicleId);
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [stage, setStage] = useState<PhotoStage | ''>(photo.stage ?? '');
  const [record, setRecord] = useState(recordValue(photo));

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
        <SelectField
          label="Stage"
          placeholder="Not stated"
          options={optionsOf(STAGE_LABELS)}
          value={stage}
          onChange={(event) => setStage(event.target.value as PhotoStage | '')}
        />
        <SelectField
          label="Illustrates"
          placeholder="No particular record"
          options={recordOptions}
          value={record}
          onChange={(event) => setRecord(event.target.value)}
        />
      </Stack>
    </Dialog>
  );
}
