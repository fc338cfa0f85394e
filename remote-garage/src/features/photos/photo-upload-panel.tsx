import { Card, Stack, TextField, theme } from '@vg/shared';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { FieldRow } from '../../lib/form-layout';
import { PHOTO_TYPES } from '@vg/contract/rules';
import { photoFileProblem, useUploadPhoto } from './api/upload-photo';
import type { PhotoStage } from '../../entities/photos/api/photo-types';
import { UploadProgressList } from '../../lib/upload-progress-list';
import { useUploadItems } from '../../lib/use-upload-items';
import { FilePicker } from '../../lib/file-picker';
import { StageField } from './stage-field';
import { PhotoUsageLine } from './photo-usage-line';

const Hint = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
`;

/** Choose several photos at once; each uploads with its own progress bar and its own outcome. */
export function PhotoUploadPanel({ vehicleId }: { vehicleId: string }) {
  const uploadPhoto = useUploadPhoto();
  const [caption, setCaption] = useState('');
  const [stage, setStage] = useState<PhotoStage | ''>('');
  const uploads = useUploadItems();
  const hintId = useId();

  const start = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    return uploads.run(
      files.map((file) => ({ file, problem: photoFileProblem(file) })),
      {
        send: (file, onProgress) =>
          uploadPhoto.mutateAsync({ vehicleId, file, caption, stage, onProgress }),
      },
    );
  };

  return (
    <Card>
      <Stack gap={2}>
        <FieldRow>
          <TextField
            label="Caption for these photos"
            hint="Optional, e.g. 'As found, 1998'"
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
          />
          <StageField value={stage} onChange={setStage} />
        </FieldRow>
        <FilePicker>
          <input
            type="file"
            multiple
            accept={PHOTO_TYPES.join(',')}
            onChange={(event) => void start(event)}
            aria-describedby={hintId}
          />
          Choose photos to upload
        </FilePicker>
        <Hint id={hintId}>
          JPEG, PNG or WebP, up to 15 MB each. Location and camera data are removed. Photos show
          publicly once a moderator approves them.
        </Hint>
        <PhotoUsageLine />
        <UploadProgressList items={uploads.items} />
      </Stack>
    </Card>
  );
}
