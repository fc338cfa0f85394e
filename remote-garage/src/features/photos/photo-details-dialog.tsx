import { Button, Dialog, SelectField, Stack, TextField, toast } from '@vg/shared';
import { useState } from 'react';
import { errorMessage } from '@vg/shared/forms';
import { type OwnedPhoto, type PhotoStage } from '../../entities/photos/api/photo-types';
import { useUpdatePhoto } from './api/update-photo';
import {
  recordChoiceOf,
  recordLinks,
  useRecordOptions,
} from '../../entities/records/use-record-options';
import { StageField } from './stage-field';

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
  const [record, setRecord] = useState(recordChoiceOf(photo));
  const records = useRecordOptions(vehicleId, recordChoiceOf(photo));

  const save = () => {
    updatePhoto.mutate(
      {
        id: photo.id,
        vehicleId,
        patch: {
          caption: caption.trim() || null,
          stage: stage || null,
          ...recordLinks(record),
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
