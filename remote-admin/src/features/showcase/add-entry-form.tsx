import { useState, type FormEvent, type Ref } from 'react';
import { ApiError, Button, Cluster, Stack, TextAreaField, TextField } from '@vg/shared';
import { toastFailure } from '../../lib/toast-failure';
import { useAddShowcaseEntry } from './api/add-showcase-entry';

const VEHICLE_ID_REQUIRED = 'Enter the id of a public vehicle, or find one by its owner.';

export interface AddEntryFormProps {
  vehicleId: string;
  onVehicleIdChange: (vehicleId: string) => void;
  /** Lets the page move focus to the note once a vehicle is chosen from the search. */
  noteRef?: Ref<HTMLTextAreaElement>;
}

/** Features a public vehicle by its id, with an optional curator's note. */
export function AddEntryForm({ vehicleId, onVehicleIdChange, noteRef }: AddEntryFormProps) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddShowcaseEntry();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = vehicleId.trim();
    if (!id) {
      setErrors({ vehicleId: VEHICLE_ID_REQUIRED });
      return;
    }
    add.mutate(
      { vehicleId: id, note: note.trim() || undefined },
      {
        onSuccess: () => {
          onVehicleIdChange('');
          setNote('');
          setErrors({});
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields && (fields.vehicleId || fields.note)) setErrors(fields);
          else toastFailure(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a car to the showcase">
      <Stack gap={2}>
        <TextField
          label="Vehicle ID"
          hint="Shown on the vehicle's page; only public vehicles can be featured."
          required
          value={vehicleId}
          error={errors.vehicleId}
          onChange={(event) => {
            onVehicleIdChange(event.target.value);
            setErrors(({ vehicleId: _cleared, ...rest }) => rest);
          }}
        />
        <TextAreaField
          ref={noteRef}
          label="Note (optional)"
          hint="Why this car is featured; for other curators."
          rows={3}
          maxLength={500}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Cluster>
          <Button type="submit" loading={add.isPending}>
            Add to showcase
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
