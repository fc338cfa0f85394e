import { Card, Stack, TextField, theme } from '@vg/shared';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { FieldRow } from '../../lib/form-layout';
import { errorMessage } from '@vg/shared/forms';
import { PHOTO_TYPES } from '@vg/contract/rules';
import { photoFileProblem, useUploadPhoto } from './api/upload-photo';
import type { PhotoStage } from '../../entities/photos/api/photo-types';
import { UploadProgressList, type UploadItem } from './upload-progress-list';
import { StageField } from './stage-field';
import { PhotoUsageLine } from './photo-usage-line';

const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: ${theme.type.weight.medium};
  cursor: pointer;
  align-self: flex-start;

  &:hover {
    background: ${theme.color.primaryHover};
  }
  &:focus-within {
    ${theme.focusRing}
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Hint = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
`;

/** Choose several photos at once; each uploads with its own progress bar and its own outcome. */
export function PhotoUploadPanel({ vehicleId }: { vehicleId: string }) {
  const uploadPhoto = useUploadPhoto();
  const [caption, setCaption] = useState('');
  const [stage, setStage] = useState<PhotoStage | ''>('');
  const [items, setItems] = useState<UploadItem[]>([]);
  const hintId = useId();

  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const start = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const batch = files.map((file, index) => ({
      file,
      item: {
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        progress: 0,
        state: 'waiting',
      } as UploadItem,
    }));
    setItems((current) => [
      ...batch.map(({ item }) => item),
      ...current.filter((item) => item.state !== 'done'),
    ]);
    // One at a time: a phone on a slow line finishes photos instead of stalling them all.
    for (const { file, item } of batch) {
      const problem = photoFileProblem(file);
      if (problem) {
        update(item.key, { state: 'failed', error: problem });
        continue;
      }
      update(item.key, { state: 'uploading' });
      try {
        const answer = await uploadPhoto.mutateAsync({
          vehicleId,
          file,
          caption,
          stage,
          onProgress: (progress) => update(item.key, { progress }),
        });
        if ('queuedChangeId' in answer)
          update(item.key, { state: 'queued', changeId: answer.queuedChangeId, progress: 0 });
        else update(item.key, { state: 'done', progress: 1 });
      } catch (error) {
        update(item.key, { state: 'failed', error: errorMessage(error).replace(/^\d{3}: /, '') });
      }
    }
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
        <Picker>
          <input
            type="file"
            multiple
            accept={PHOTO_TYPES.join(',')}
            onChange={(event) => void start(event)}
            aria-describedby={hintId}
          />
          Choose photos to upload
        </Picker>
        <Hint id={hintId}>
          JPEG, PNG or WebP, up to 15 MB each. Location and camera data are removed. Photos show
          publicly once a moderator approves them.
        </Hint>
        <PhotoUsageLine />
        <UploadProgressList items={items} />
      </Stack>
    </Card>
  );
}
